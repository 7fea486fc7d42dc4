import { formatStoryDate } from './format-story-date';

describe('formatStoryDate', () => {
  it.each([
    ['2025-03-18', 'en-US', 'March 18, 2025'],
    ['2025-03-18', 'en-GB', '18 March 2025'],
    ['2025-01-01', 'de-DE', '1. Januar 2025'],
    ['2024-12-31', 'en-US', 'December 31, 2024'],
  ])('formats %s for %s as %s', (isoDate, locale, expected) => {
    expect(formatStoryDate(isoDate, locale)).toBe(expected);
  });
});
