import type { ComponentProps, ReactNode } from 'react';
import styles from './form-field.module.css';

/** The class of text inputs, selects and textareas in a form (a red border when aria-invalid). */
export const formControlClassName = styles.control;

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

/** A labelled control with its hint and error message, both tied to it with aria-describedby. */
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

/** A checkbox with its label beside it, and its error below (consent boxes). */
export function CheckboxField({
  id,
  label,
  error,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'id'> & { id: string; label: ReactNode; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(error ? errorId : undefined)}
          className={styles.checkbox}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
