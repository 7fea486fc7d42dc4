import { INTL_LOCALES } from 'contracts/languages';
import { slotDays, slotTimeText, timeZoneName } from './slot-times';

const morning = { id: 'a', start: '2026-12-01T09:00:00Z', end: '2026-12-01T10:00:00Z' };
const slots = [
  { id: 'b', start: '2026-12-01T21:30:00Z', end: '2026-12-01T22:15:00Z' },
  morning,
  { id: 'c', start: '2026-12-02T08:00:00Z', end: '2026-12-02T09:00:00Z' },
];

/** Intl puts thin and narrow no-break spaces around a range's dash and before AM: plain spaces here. */
const spaced = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

const summary = (locale: string, zone: string) =>
  slotDays(slots, locale, zone).map((day) => [day.date, day.label, day.times.map((time) => spaced(`${time.id} ${time.text}`))]);

test.each([
  [
    'UTC, as the server writes them',
    'en-US',
    'UTC',
    [
      ['2026-12-01', 'Tuesday, December 1, 2026', ['a 9:00 – 10:00 AM UTC', 'b 9:30 – 10:15 PM UTC']],
      ['2026-12-02', 'Wednesday, December 2, 2026', ['c 8:00 – 9:00 AM UTC']],
    ],
  ],
  [
    "a reader in Dubai: the evening time moves to the next day's morning",
    'en-US',
    'Asia/Dubai',
    [
      ['2026-12-01', 'Tuesday, December 1, 2026', ['a 1:00 – 2:00 PM GMT+4']],
      ['2026-12-02', 'Wednesday, December 2, 2026', ['b 1:30 – 2:15 AM GMT+4', 'c 12:00 – 1:00 PM GMT+4']],
    ],
  ],
])('groups the times by day, earliest first, in %s', (_zone, locale, timeZone, expected) => {
  expect(summary(locale, timeZone)).toEqual(expected);
});

test('writes an Arabic page’s times with Latin digits', () => {
  const text = slotTimeText(morning, INTL_LOCALES.ar, 'UTC');
  expect(text).toMatch(/9:00/);
  expect(text).not.toMatch(/[٠-٩]/);
  expect(slotDays(slots, INTL_LOCALES.ar, 'UTC')[0]?.label).toBe('الثلاثاء، 1 ديسمبر 2026');
});

test('names a zone in the page’s language with its id', () => {
  expect(timeZoneName('en-US', 'UTC', new Date(morning.start))).toBe('Coordinated Universal Time (UTC)');
  expect(timeZoneName('en-US', 'Asia/Dubai', new Date(morning.start))).toBe('Gulf Standard Time (Asia/Dubai)');
});
