/**
 * The languages the site is served in and a submission can arrive in, without zod: shared-ui
 * reads the page's language with them in every page's first JavaScript. The schema is in
 * locales.ts.
 */
export const SUPPORTED_LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The language of a page without one of ours, and of a submission that names none (older clients). */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in English, as staff read it (the console, the notification mails). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ar: 'Arabic' };

/** Which way each language's text runs (`dir` of a page or a mail). */
export const LOCALE_DIRECTIONS: Readonly<Record<Locale, 'ltr' | 'rtl'>> = { en: 'ltr', ar: 'rtl' };

export const UNSUPPORTED_LOCALE_MESSAGE = `Language must be one of: ${SUPPORTED_LOCALES.join(', ')}`;

export function isSupportedLocale(value: unknown): value is Locale {
  return (SUPPORTED_LOCALES as readonly unknown[]).includes(value);
}

/**
 * The `Intl` locale each language formats dates, numbers and pay with: Arabic with Latin digits,
 * as Gulf government sites write them. The one place this is set.
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-US', ar: 'ar-u-nu-latn' };

/** The cookie that remembers the language a visitor chose with the header's switch; read at `/` only. */
export const LOCALE_COOKIE = 'lang';

/** The path prefix of a language's pages: English, the default, has none (`/about`, `/ar/about`). */
const PREFIXED = /^\/ar(?=[/?#]|$)/;

/** The language of a page by its path: `/ar` and `/ar/...` are Arabic, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return PREFIXED.test(pathname) ? 'ar' : DEFAULT_LOCALE;
}

/** A path (with any query or hash) without its language prefix: `/ar/careers` is `/careers`, `/ar` is `/`. */
export function pathWithoutLocale(pathname: string): string {
  const bare = pathname.replace(PREFIXED, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** A site path (with any query or hash) in a language: `/careers?category=security` in Arabic is `/ar/careers?category=security`. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return `/${locale}${/^\/([?#]|$)/.test(bare) ? bare.slice(1) : bare}`;
}
