import { useSyncExternalStore } from 'react';
import { useLocale } from '../../i18n/locale';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards.
 * What depends on the viewer (locale, time zone, clock) renders only once this is true, so
 * server and browser produce the same markup first.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** The neutral English format of the server and of the hydrating browser: 'March 4, 2026'. */
const NEUTRAL_LOCALE = 'en-US';
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The months of the Arabic date Gulf sites write (`4 مارس 2026`, Intl's `ar-u-nu-latn`). */
const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];

// Made on first use, not when the module loads: the browser's first Intl format loads ICU's
// locale data (17-50 ms of the main thread here, four times that on a slow phone), which pages
// without a date never need.
const formats = new Map<string | undefined, Intl.DateTimeFormat>();

function dateFormat(locale: string | undefined): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
}

/** A calendar date (`2026-11-01`) at midnight UTC, so no time zone moves it to another day. */
function parseCalendarDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/**
 * The neutral format written out, as Intl's long US date (a test holds them equal): the
 * hydrating browser then loads no locale data, nor does a viewer whose locale is this one.
 */
export function formatNeutralDate(isoDate: string): string {
  const date = parseCalendarDate(isoDate);
  return `${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** An Arabic page's date written out as Intl writes it for `ar-u-nu-latn` (a test holds them equal), without Intl. */
export function formatArabicDate(isoDate: string): string {
  const date = parseCalendarDate(isoDate);
  return `${date.getUTCDate()} ${ARABIC_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function formatLocalDate(isoDate: string, locale?: string): string {
  if (locale === NEUTRAL_LOCALE) return formatNeutralDate(isoDate);
  return dateFormat(locale).format(parseCalendarDate(isoDate));
}

/**
 * A date in the viewer's locale (spec: "dates display in the viewer's locale format"). On an
 * English page the server and the hydrating browser write a neutral English date, and the
 * viewer's format follows; an Arabic page writes its own (`INTL_LOCALES.ar`) throughout.
 */
export function LocalDate({ date, className }: { date: string; className?: string }) {
  const isHydrated = useIsHydrated();
  const isArabic = useLocale() === 'ar';
  // The browser's language is Intl's default locale, read without loading Intl.
  const text = isArabic ? formatArabicDate(date) : formatLocalDate(date, isHydrated ? navigator.language : NEUTRAL_LOCALE);
  return (
    <time dateTime={date.slice(0, 10)} className={className}>
      {text}
    </time>
  );
}
