import { checkAnswer, createProblem, OPERAND_MAX, OPERAND_MIN } from './security-problem';

describe('createProblem', () => {
  it.each([
    [0, OPERAND_MIN],
    [0.05, 1],
    [0.5, 6],
    [0.95, 10],
    [0.999999, OPERAND_MAX],
  ])('turns random %p into the operand %p', (random, operand) => {
    expect(createProblem(() => random)).toEqual({ a: operand, b: operand });
  });

  it('keeps both operands within 1-10 for Math.random', () => {
    for (let i = 0; i < 200; i += 1) {
      const { a, b } = createProblem();
      for (const operand of [a, b]) {
        expect(Number.isInteger(operand)).toBe(true);
        expect(operand).toBeGreaterThanOrEqual(OPERAND_MIN);
        expect(operand).toBeLessThanOrEqual(OPERAND_MAX);
      }
    }
  });
});

describe('checkAnswer for 3 + 4', () => {
  it.each([
    ['', 'not-a-number'],
    ['   ', 'not-a-number'],
    ['seven', 'not-a-number'],
    ['7a', 'not-a-number'],
    ['6', 'wrong'],
    ['-7', 'wrong'],
    ['7', 'correct'],
    [' 7 ', 'correct'],
  ])('answer %p is %p', (answer, expected) => {
    expect(checkAnswer({ a: 3, b: 4 }, answer)).toBe(expected);
  });
});
