/** spec §2, §9: all three legal pages were last updated on May 15, 2023. */
export const LEGAL_LAST_UPDATED = '2023-05-15';

// An ISO date parses as UTC midnight: format it in UTC so no viewer sees the previous day.
const legalDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2023-05-15' -> 'May 15, 2023'. */
export function formatLegalDate(isoDate: string): string {
  return legalDateFormat.format(new Date(isoDate));
}
