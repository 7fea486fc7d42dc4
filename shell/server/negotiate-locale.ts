import { DEFAULT_LOCALE, isSupportedLocale, type Locale, SUPPORTED_LOCALES } from 'contracts/languages';
import Negotiator from 'negotiator';

/**
 * The language `/` opens in: the one the visitor chose with the header's switch (its cookie),
 * else the first of their browser's languages the site is written in (`ar-AE` is Arabic), else English.
 */
export function negotiateLocale(chosen: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isSupportedLocale(chosen)) return chosen;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...SUPPORTED_LOCALES]);
  return isSupportedLocale(best) ? best : DEFAULT_LOCALE;
}
