import { chooseOffice, INITIAL_OFFICE_SLUG } from './office-selection';

test('Chicago is selected first', () => {
  expect(INITIAL_OFFICE_SLUG).toBe('chicago');
});

test.each([
  [null, 'doha', 'doha'],
  ['chicago', 'doha', 'doha'],
  ['doha', 'doha', null],
  ['chicago', 'chicago', null],
])('with %s selected, choosing %s selects %s', (selected, chosen, expected) => {
  expect(chooseOffice(selected, chosen)).toBe(expected);
});
