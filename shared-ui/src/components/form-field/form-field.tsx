import type { ComponentProps, ReactNode } from 'react';
import { useFieldMessage, useUiText } from 'shared-ui';
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

/** What a field shows around its control: the label, the hint, the error. */
interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Says '(optional)', in the page's language, after the label. */
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
}

interface FormFieldProps extends FieldFrameProps {
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and error message, both tied to it with aria-describedby. */
export function FormField({ id, label, required = false, optional = false, error, hint, children }: FormFieldProps) {
  const ui = useUiText();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
        {optional && <span className={styles.optional}> {ui.optional}</span>}
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

/**
 * A field's frame props and a control's own attributes (a react-hook-form `register(...)` spread
 * included, its ref too: React 19 passes `ref` as a prop).
 */
type FieldProps<Control extends 'input' | 'select' | 'textarea'> = FieldFrameProps &
  Omit<ComponentProps<Control>, 'id' | 'className' | 'children' | 'required'>;

function splitFrame<Rest>({ id, label, required, optional, error, hint, ...rest }: FieldFrameProps & Rest) {
  return [{ id, label, required, optional, error, hint }, rest] as const;
}

/** A labelled text input (type text, email, tel, url…) with its hint and error. */
export function TextField(props: FieldProps<'input'>) {
  const [frame, input] = splitFrame(props);
  return (
    <FormField {...frame}>{(control) => <input dir="auto" {...control} {...input} className={formControlClassName} />}</FormField>
  );
}

/** A labelled textarea with its hint and error. */
export function TextareaField(props: FieldProps<'textarea'>) {
  const [frame, textarea] = splitFrame(props);
  return (
    <FormField {...frame}>
      {(control) => <textarea dir="auto" {...control} {...textarea} className={formControlClassName} />}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select of `options`; `placeholder` adds a first option with the value ''. */
export function SelectField({
  options,
  placeholder,
  ...props
}: FieldProps<'select'> & { options: readonly SelectOption[]; placeholder?: string }) {
  const [frame, select] = splitFrame(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <select {...control} {...select} className={formControlClassName}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
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
  const inPageLanguage = useFieldMessage();
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {inPageLanguage(message)}
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
