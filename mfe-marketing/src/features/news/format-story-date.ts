/** spec §2: news dates show in the viewer's locale; `locale` is only passed by tests. */
export function formatStoryDate(isoDate: string, locale?: string): string {
  // A calendar date has no time zone: format it in UTC so it never shifts by a day.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
