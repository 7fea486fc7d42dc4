import { formatNeutralDate } from 'shared-ui';
import { LEGAL_LAST_UPDATED } from './last-updated';

test('the legal pages were last updated on May 15, 2023', () => {
  expect(formatNeutralDate(LEGAL_LAST_UPDATED)).toBe('May 15, 2023');
});
