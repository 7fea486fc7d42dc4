import { formatLegalDate, LEGAL_LAST_UPDATED } from './last-updated';

describe('formatLegalDate', () => {
  it.each([
    [LEGAL_LAST_UPDATED, 'May 15, 2023'],
    ['2024-01-01', 'January 1, 2024'],
    ['2023-12-31', 'December 31, 2023'],
  ])('formats %s as %s', (isoDate, expected) => {
    expect(formatLegalDate(isoDate)).toBe(expected);
  });
});
