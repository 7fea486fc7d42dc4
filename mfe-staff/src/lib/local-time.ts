/** Times staff type in `datetime-local` fields: in the browser's zone, sent to the API as instants. */

/** A `datetime-local` value (`2026-12-01T09:30`, the browser's zone) as the instant the API takes. */
export const instantOf = (local: string) => new Date(local).toISOString();

/** Whether a value is a whole `datetime-local` value: a day and a time. */
export const isLocalTime = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value);

/** The browser's time zone by its name (`Asia/Qatar`), said beside such a field. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
