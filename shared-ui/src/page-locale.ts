import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from 'contracts/languages';

/**
 * The language of the page the visitor is on, one of the site's: the `lang` of `<html>`, which
 * the shell writes, by its primary subtag (`ar-AE` is `ar`). What the forms send as `locale`, so
 * their confirmation comes in the page's language. Anything else, and no document (the server),
 * is DEFAULT_LOCALE.
 */
export function pageLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const language = document.documentElement.lang.split('-')[0]?.toLowerCase();
  return isSupportedLocale(language) ? language : DEFAULT_LOCALE;
}
