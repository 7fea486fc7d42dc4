import { stageAfterKey } from './board-keyboard';

test.each([
  ['applied', 'ArrowRight', 'screening'],
  ['applied', 'ArrowDown', 'screening'],
  ['screening', 'ArrowLeft', 'applied'],
  ['interview', 'ArrowUp', 'screening'],
  ['hired', 'ArrowRight', 'rejected'],
  ['rejected', 'ArrowRight', undefined],
  ['applied', 'ArrowLeft', undefined],
  ['applied', 'KeyA', undefined],
] as const)('from %s, %s leads to %p', (stage, key, expected) => {
  expect(stageAfterKey(stage, key)).toBe(expected);
});
