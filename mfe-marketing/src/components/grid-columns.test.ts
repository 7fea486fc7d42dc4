import { gridColumnsClass } from './grid-columns';

test.each([
  [6, 'sixUp'],
  [3, 'threeUp'],
  [9, 'threeUp'],
  [4, 'fourUp'],
  [8, 'fourUp'],
  [2, 'twoUp'],
  [5, 'fluid'],
])('%i cards get the %s columns', (count, className) => {
  expect(gridColumnsClass(count)).toBe(className);
});
