import { type KeyboardEvent, useId, useRef } from 'react';
import { Button, clsx } from 'shared-ui';
import { describedBy, formControlClassName, RequiredMark } from 'shared-ui/forms';
import { contactMessages } from '../../../messages';
import type { SecurityCheck, SecurityStatus } from '../use-security-check';
import styles from './contact-wizard.module.css';

/** The security answer's messages, by status. */
const STATUS_MESSAGES = {
  'not-a-number': 'security.notANumber',
  wrong: 'security.wrong',
  'new-problem': 'security.wrongNewProblem',
  correct: 'security.correct',
} as const satisfies Record<Exclude<SecurityStatus, 'unanswered'>, string>;

/** The security check: a sum to solve before the enquiry can be sent. */
export function SecurityCheckField({ security }: { security: SecurityCheck }) {
  const id = useId();
  const inputId = `${id}-answer`;
  const statusId = `${id}-status`;
  const { problem, answer, status, verified } = security;
  const inputRef = useRef<HTMLInputElement>(null);
  const isError = status === 'not-a-number' || status === 'wrong' || status === 'new-problem';
  const t = contactMessages.useT();

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter checks the answer instead of submitting the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      security.verify();
    }
  }

  function verifyFromButton() {
    // The Verify button goes away once solved; keep focus in the check rather than lose it.
    if (security.verify() === 'correct') inputRef.current?.focus();
  }

  return (
    <fieldset className={styles.securityCheck}>
      <legend className={styles.label}>
        {t('security.legend')}
        <RequiredMark />
      </legend>
      <label htmlFor={inputId} className={styles.securityQuestion}>
        {t('security.question', { a: problem.a, b: problem.b })}
      </label>
      <div className={styles.securityRow}>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="numeric"
          dir="auto"
          autoComplete="off"
          aria-required="true"
          aria-invalid={isError}
          aria-describedby={describedBy(status === 'unanswered' ? undefined : statusId)}
          readOnly={verified}
          value={answer}
          onChange={(event) => security.setAnswer(event.target.value)}
          onKeyDown={handleKeyDown}
          className={clsx(formControlClassName, styles.securityInput)}
        />
        {!verified && (
          <Button variant="secondary" onClick={verifyFromButton}>
            {t('security.verify')}
          </Button>
        )}
        <Button variant="ghost" onClick={security.renew} disabled={verified}>
          <span aria-hidden="true">↻</span> {t('security.newProblem')}
        </Button>
      </div>
      <p id={statusId} role="status" className={isError ? styles.error : styles.success}>
        {status !== 'unanswered' && t(STATUS_MESSAGES[status])}
      </p>
    </fieldset>
  );
}
