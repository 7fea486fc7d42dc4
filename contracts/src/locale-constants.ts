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
