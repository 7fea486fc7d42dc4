import { useState } from 'react';
import { type AnswerCheck, checkAnswer, createProblem, type RandomSource, type SecurityProblem } from './security-problem';
import { SECURITY_MAX_ATTEMPTS } from './wizard-constants';

/** The result of the last Verify; 'new-problem' is a wrong answer that used up the attempts. */
export type SecurityStatus = 'unanswered' | AnswerCheck | 'new-problem';

export interface SecurityCheck {
  problem: SecurityProblem;
  answer: string;
  status: SecurityStatus;
  verified: boolean;
  setAnswer: (answer: string) => void;
  /** Checks the answer; returns the new status. */
  verify: () => SecurityStatus;
  /** A new problem, answer and attempts cleared. */
  renew: () => void;
}

/**
 * The security check's state. The answer is checked on Verify, not on every keystroke:
 * typing the '1' of '12' must not count as a wrong attempt.
 */
export function useSecurityCheck(random: RandomSource): SecurityCheck {
  const [problem, setProblem] = useState(() => createProblem(random));
  const [answer, setAnswerState] = useState('');
  const [status, setStatus] = useState<SecurityStatus>('unanswered');
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const verified = status === 'correct';

  function renew() {
    setProblem(createProblem(random));
    setAnswerState('');
    setWrongAttempts(0);
    setStatus('unanswered');
  }

  function setAnswer(next: string) {
    if (verified) return;
    setAnswerState(next);
    setStatus('unanswered');
  }

  function verify(): SecurityStatus {
    if (verified) return status;
    const result = checkAnswer(problem, answer);
    if (result !== 'wrong') {
      setStatus(result);
      return result;
    }
    const attempts = wrongAttempts + 1;
    if (attempts < SECURITY_MAX_ATTEMPTS) {
      setWrongAttempts(attempts);
      setStatus('wrong');
      return 'wrong';
    }
    // when the wrong-attempt count reaches 3 a new problem is generated and the count resets
    renew();
    setStatus('new-problem');
    return 'new-problem';
  }

  return { problem, answer, status, verified, setAnswer, verify, renew };
}
