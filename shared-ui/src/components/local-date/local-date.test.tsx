import { render, screen } from '@testing-library/react';
import { INTL_LOCALES } from 'contracts/languages';
import { renderToString } from 'react-dom/server';
import { LocaleContext } from '../../i18n/locale';
import { formatArabicDate, formatLocalDate, formatNeutralDate, LocalDate } from './local-date';

test('renders the date in the viewer locale in the browser, keeping the machine-readable date', () => {
  render(<LocalDate date="2026-03-04" />);
  const time = screen.getByText(formatLocalDate('2026-03-04'));
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('dateTime', '2026-03-04');
});

test('renders a neutral English date on the server', () => {
  expect(renderToString(<LocalDate date="2026-03-04" />)).toBe('<time dateTime="2026-03-04">March 4, 2026</time>');
});

test.each([
  ['2026-01-01', 'en-GB', '1 January 2026'],
  ['2026-12-31', 'de-DE', '31. Dezember 2026'],
])('formats %s for %s on its calendar day, whatever the time zone', (date, locale, expected) => {
  expect(formatLocalDate(date, locale)).toBe(expected);
});

test('the neutral date is written as Intl writes a long US date, on every day of a leap year and a common year', () => {
  const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  for (const year of [2024, 2026]) {
    for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year; day.setUTCDate(day.getUTCDate() + 1)) {
      const isoDate = day.toISOString().slice(0, 10);
      expect([isoDate, formatNeutralDate(isoDate)]).toEqual([isoDate, intl.format(day)]);
    }
  }
});

test('a viewer whose locale is the neutral one gets the neutral date, without Intl', () => {
  const construct = jest.spyOn(Intl, 'DateTimeFormat');
  expect(formatLocalDate('2023-05-15', 'en-US')).toBe('May 15, 2023');
  expect(construct).not.toHaveBeenCalled();
  construct.mockRestore();
});

test('an Arabic page writes its date as Intl writes it for Arabic with Latin digits, on the server and in the browser', () => {
  const intl = new Intl.DateTimeFormat(INTL_LOCALES.ar, { dateStyle: 'long', timeZone: 'UTC' });
  for (let day = new Date(Date.UTC(2024, 0, 1)); day.getUTCFullYear() === 2024; day.setUTCDate(day.getUTCDate() + 1)) {
    const isoDate = day.toISOString().slice(0, 10);
    expect([isoDate, formatArabicDate(isoDate)]).toEqual([isoDate, intl.format(day)]);
  }
  const arabic = (
    <LocaleContext.Provider value="ar">
      <LocalDate date="2026-03-04" />
    </LocaleContext.Provider>
  );
  expect(renderToString(arabic)).toBe('<time dateTime="2026-03-04">4 مارس 2026</time>');
});
