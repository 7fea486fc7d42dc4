import { LOCALE_COOKIE, type Locale, pathInLocale } from 'contracts/locale-constants';
import { useLocale, useLocation } from 'shared-ui';
import { shellMessages } from '../messages';

/** A year: the choice outlasts a visit, as a visitor who switched once expects. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

function remember(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: set before the click's navigation, which the asynchronous Cookie Store API could lose
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${REMEMBER_SECONDS}; SameSite=Lax`;
}

/**
 * The same page in the other language, named in that language. A whole page load: the server
 * writes the page's language and direction, and `/` later opens in the language chosen here.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const t = shellMessages.useT();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={pathInLocale(`${pathname}${search}${hash}`, other)}
      hrefLang={other}
      lang={other}
      title={t('language.switchLabel')}
      className={className}
      onClick={() => remember(other)}
    >
      {t('language.switch')}
    </a>
  );
}
