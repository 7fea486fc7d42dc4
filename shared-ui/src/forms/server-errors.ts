import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';

interface FormWithErrors<T extends FieldValues> {
  setError: UseFormSetError<T>;
  setFocus: UseFormSetFocus<T>;
}

/**
 * Focuses the first field in error in screen order (`fieldOrder` lists the form's fields as the
 * screen shows them), for the forms that set `shouldFocusError: false`. `focus` replaces the
 * form's own when the field may be out of sight (on another step of a wizard).
 */
export function focusFirstInvalid<T extends FieldValues>(
  form: Pick<FormWithErrors<T>, 'setFocus'>,
  errors: Partial<Record<string, unknown>>,
  fieldOrder: readonly FieldPath<T>[],
  focus: (field: FieldPath<T>) => void = form.setFocus,
): void {
  const first = fieldOrder.find((field) => errors[field]);
  if (first) focus(first);
}

/**
 * The server's message per field (`fieldErrorsOf`) shown at its field of a react-hook-form
 * form, and the first of them in screen order focused, as `focusFirstInvalid` does. A message
 * about a field not in `fieldOrder` is left out.
 */
export function applyServerErrors<T extends FieldValues>(
  form: FormWithErrors<T>,
  errors: Partial<Record<string, string>>,
  fieldOrder: readonly FieldPath<T>[],
  focus: (field: FieldPath<T>) => void = form.setFocus,
): void {
  for (const field of fieldOrder) {
    const message = errors[field];
    if (message) form.setError(field, { type: 'server', message });
  }
  focusFirstInvalid(form, errors, fieldOrder, focus);
}
