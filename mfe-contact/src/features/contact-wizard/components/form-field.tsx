import type { ReactNode } from 'react';
import styles from './contact-wizard.module.css';

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
  error?: string;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

export function FormField({ id, label, required = false, error, hint, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(hint ? hintId : undefined, error ? errorId : undefined),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
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
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}

export function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
