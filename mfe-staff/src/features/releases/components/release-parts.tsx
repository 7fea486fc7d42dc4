import type { GateResult, ReleaseActor } from 'contracts/releases';
import { fieldErrorsOf } from 'shared-ui';
import { TextareaField } from 'shared-ui/forms';
import messages from '../../../components/messages.module.css';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { actorName, GATE_CHECK_LABELS, gateRefusalOf } from '../release-rules';
import styles from './releases.module.css';

export function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

/** When a change was made, and by whom: `20 Nov 2026, 09:30 by the system`. */
export function AtBy({ at, by }: { at: string; by: ReleaseActor }) {
  return (
    <>
      <When at={at} /> by {actorName(by)}
    </>
  );
}

/** The checks of a gate run that failed, each with what it saw. */
export function FailedChecks({ gate }: { gate: GateResult }) {
  const failed = gate.checks.filter((check) => !check.passed);
  if (failed.length === 0) return null;
  return (
    <ul className={styles.checks}>
      {failed.map((check) => (
        <li key={check.check}>
          <strong>{GATE_CHECK_LABELS[check.check]}</strong>: {check.detail}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a refused change says: the gate's refusal (422) with each failed check and why, or the
 * API's message (its field messages when it has some). Nothing when there is no error, or for a 401 (the console leads to sign-in).
 */
export function ChangeFailure({ error }: { error: unknown }) {
  if (!error || isSignedOutError(error)) return null;
  const refusal = gateRefusalOf(error);
  if (!refusal) {
    // A 400's own words per field (a reason too long) say more than its general message.
    const fields = Object.values(fieldErrorsOf(error));
    return (
      <p role="alert" className={messages.failure}>
        {fields.length > 0 ? fields.join(' ') : errorMessage(error)}
      </p>
    );
  }
  return (
    <div role="alert" className={styles.refusal}>
      <p>{refusal.message}</p>
      <FailedChecks gate={refusal.gate} />
    </div>
  );
}

/** The optional reason of an abort or a rollback, asked in its confirmation; the history keeps it. */
export function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (reason: string) => void }) {
  return (
    <TextareaField
      id={id}
      label="Reason"
      optional
      hint="Kept in the history."
      rows={3}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A reason as the API takes it: none rather than blank. */
export const reasonOrNone = (reason: string) => reason.trim() || undefined;
