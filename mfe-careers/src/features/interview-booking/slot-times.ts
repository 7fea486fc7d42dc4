import type { InterviewSlot } from 'contracts/interview-booking';

/**
 * The zone the server writes the times in: it cannot know the reader's. The page names it, and
 * its island writes them again in the browser's zone once hydrated.
 */
export const SERVER_TIME_ZONE = 'UTC';

/** One time to choose: its range and zone in words, and its start as `<time dateTime>` holds it. */
export interface SlotTime {
  id: string;
  start: string;
  text: string;
}

/** The times of one day (in the zone shown), under that day's name. */
export interface SlotDay {
  /** The day as `YYYY-MM-DD`, in the zone shown. */
  date: string;
  label: string;
  times: SlotTime[];
}

// Made on first use, one per locale, zone and form: the browser's first Intl format loads its
// locale data, which a page that shows no time never needs.
const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, timeZone: string, kind: keyof typeof FORMAT_OPTIONS): Intl.DateTimeFormat {
  const key = `${kind} ${locale} ${timeZone}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...FORMAT_OPTIONS[kind], timeZone });
    formats.set(key, made);
  }
  return made;
}

const FORMAT_OPTIONS = {
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  moment: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  zone: { timeZoneName: 'long' },
  // Canada's English writes a date as ISO 8601 does: the day's key in the zone shown.
  isoDate: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A time's start and end, with its zone: `9:00 – 10:00 AM UTC`. */
export function slotTimeText(slot: InterviewSlot, locale: string, timeZone: string): string {
  return format(locale, timeZone, 'time').formatRange(new Date(slot.start), new Date(slot.end));
}

/** The day a time falls on in the zone shown: `Tuesday, December 1, 2026`. */
export function slotDayText(slot: InterviewSlot, locale: string, timeZone: string): string {
  return format(locale, timeZone, 'day').format(new Date(slot.start));
}

/** One instant in full, its zone named: `Tuesday, December 1, 2026 at 9:00 AM UTC`. */
export function momentText(iso: string, locale: string, timeZone: string): string {
  return format(locale, timeZone, 'moment').format(new Date(iso));
}

/** A booked time in full: its day, then its start and end with the zone. */
export function slotText(slot: InterviewSlot, locale: string, timeZone: string): string {
  return `${slotDayText(slot, locale, timeZone)}, ${slotTimeText(slot, locale, timeZone)}`;
}

/** The free times by day in the zone shown, earliest first. */
export function slotDays(slots: readonly InterviewSlot[], locale: string, timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const date = format('en-CA', timeZone, 'isoDate').format(new Date(slot.start));
    let day = days.get(date);
    if (!day) {
      day = { date, label: slotDayText(slot, locale, timeZone), times: [] };
      days.set(date, day);
    }
    day.times.push({ id: slot.id, start: slot.start, text: slotTimeText(slot, locale, timeZone) });
  }
  return [...days.values()];
}

/** A zone's name in the page's language, with its IANA id: `Gulf Standard Time (Asia/Dubai)`. */
export function timeZoneName(locale: string, timeZone: string, at: Date): string {
  const name = format(locale, timeZone, 'zone')
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/** The browser's zone (Intl's default, the device's setting). Only in the browser, once hydrated. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
