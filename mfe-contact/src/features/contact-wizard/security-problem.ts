/** The security check: the sum of two random integers, each 1-10. */
export const OPERAND_MIN = 1;
export const OPERAND_MAX = 10;

export interface SecurityProblem {
  a: number;
  b: number;
}

/** A source of numbers in [0, 1), like Math.random; tests inject a fixed sequence. */
export type RandomSource = () => number;

export function createProblem(random: RandomSource = Math.random): SecurityProblem {
  return { a: randomOperand(random), b: randomOperand(random) };
}

function randomOperand(random: RandomSource): number {
  return OPERAND_MIN + Math.floor(random() * (OPERAND_MAX - OPERAND_MIN + 1));
}

export type AnswerCheck = 'not-a-number' | 'wrong' | 'correct';

export function checkAnswer(problem: SecurityProblem, answer: string): AnswerCheck {
  const trimmed = answer.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return 'not-a-number';
  return value === problem.a + problem.b ? 'correct' : 'wrong';
}
