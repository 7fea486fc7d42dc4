import type { ReactNode } from 'react';
import styles from './application-form.module.css';

/** The attributes that tie a control to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Says '(optional)' after the label. */
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and its error message, both linked with aria-describedby. */
export function FormField({ id, label, required = false, optional = false, error, hint, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(hint ? hintId : undefined, error ? errorId : undefined),
        ...(required ? { 'aria-required': true } : {}),
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The visible '*'; the control says it with aria-required. */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      {' *'}
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <path
          d="M12 8v5m0 3h.01M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {message}
    </p>
  );
}

export function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
