import { type Locale, pathInLocale } from 'contracts/languages';
import { useLocale, useLocation } from 'shared-ui';
import { shellMessages } from '../messages';
import { REMEMBER_LOCALE_ATTRIBUTE } from './remember-locale';

/**
 * The same page in the other language, named in that language. A whole page load: the server
 * writes the page's language and direction, and `/` later opens in the language chosen here
 * (remember-locale.ts keeps the choice, without React; the browser never prerenders the switch).
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
      {...{ [REMEMBER_LOCALE_ATTRIBUTE]: other }}
    >
      {t('language.switch')}
    </a>
  );
}
