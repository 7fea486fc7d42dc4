import { useSyncExternalStore } from 'react';

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

const NEUTRAL_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar date (`2026-11-01`) at midnight UTC, so no time zone moves it to another day. */
function parseCalendarDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

export function formatLocalDate(isoDate: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(parseCalendarDate(isoDate));
}

/**
 * A date in the viewer's locale (spec: "dates display in the viewer's locale format"). The
 * server and the hydrating browser write a neutral English date; the viewer's format follows.
 */
export function LocalDate({ date, className }: { date: string; className?: string }) {
  const isHydrated = useIsHydrated();
  const text = isHydrated ? formatLocalDate(date) : NEUTRAL_FORMAT.format(parseCalendarDate(date));
  return (
    <time dateTime={date.slice(0, 10)} className={className}>
      {text}
    </time>
  );
}
