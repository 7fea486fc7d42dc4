import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { formatLocalDate, LocalDate } from './local-date';

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
