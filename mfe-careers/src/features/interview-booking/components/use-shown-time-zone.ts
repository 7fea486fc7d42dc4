import { useIntlLocale, useIsHydrated } from 'shared-ui';
import { browserTimeZone, SERVER_TIME_ZONE, timeZoneName } from '../slot-times';

/**
 * The zone the times are written in, and its name: the server's (UTC) in the server's HTML and
 * while the browser hydrates it, so both write the same text; the reader's once hydrated.
 */
export function useShownTimeZone(at: string) {
  const locale = useIntlLocale();
  const local = useIsHydrated();
  const timeZone = local ? browserTimeZone() : SERVER_TIME_ZONE;
  return { locale, timeZone, local, zoneName: timeZoneName(locale, timeZone, new Date(at)) };
}
