import { INTL_LOCALES } from 'contracts/locale-constants';
import { formatArabicDate } from './legal-labels.ar';

test('the Arabic date is written as Intl writes a long Arabic date with Latin digits, on every day of a leap year and a common year', () => {
  const intl = new Intl.DateTimeFormat(INTL_LOCALES.ar, { dateStyle: 'long', timeZone: 'UTC' });
  for (const year of [2023, 2024]) {
    for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year; day.setUTCDate(day.getUTCDate() + 1)) {
      const isoDate = day.toISOString().slice(0, 10);
      expect([isoDate, formatArabicDate(isoDate)]).toEqual([isoDate, intl.format(day)]);
    }
  }
});
