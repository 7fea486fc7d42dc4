import { z } from 'zod';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, UNSUPPORTED_LOCALE_MESSAGE } from './languages';

export * from './languages';

/** One of the site's languages; anything else is refused with one clear message. */
export const localeSchema = z.enum(SUPPORTED_LOCALES, UNSUPPORTED_LOCALE_MESSAGE);

/** The language an enquiry or an application was sent in: absent (clients from before it) means DEFAULT_LOCALE. */
export const submissionLocaleSchema = localeSchema.default(DEFAULT_LOCALE);
