/**
 * What a staff member types is kept in sessionStorage while they type (`staff:draft:<form>`),
 * so a session that ends on save loses nothing: the console shows the sign-in screen, then the
 * same form with the same values. Cleared once the form is saved, and at sign-out.
 * Browser-only: called from effects. Storage can be missing or full; then there is no draft.
 */
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const DRAFT_PREFIX = 'staff:draft:';

export function readDraft<T>(key: string): Partial<T> | null {
  try {
    const saved = window.sessionStorage.getItem(DRAFT_PREFIX + key);
    const value: unknown = saved === null ? null : JSON.parse(saved);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(values));
  } catch {
    // No storage: the form works without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    // No storage, no draft.
  }
}

/** Every draft of the console: signing out leaves nothing typed behind in the tab. */
export function clearAllDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, index) => window.sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // No storage, no drafts.
  }
}

/**
 * Restores the form's draft once, then keeps it while the values differ from the form's
 * defaults (what was loaded). Returns true when a draft was restored, for the form to say so.
 */
export function useFormDraft<T extends FieldValues>(key: string, form: UseFormReturn<T, unknown, unknown>): boolean {
  const [restored, setRestored] = useState(false);
  const { reset, watch, getValues, formState } = form;
  const defaults = formState.defaultValues;
  useEffect(() => {
    const draft = readDraft<T>(key);
    if (draft && JSON.stringify({ ...getValues(), ...draft }) !== JSON.stringify(getValues())) {
      reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
      setRestored(true);
    }
    const subscription = watch((values) => {
      if (JSON.stringify(values) === JSON.stringify(defaults)) clearDraft(key);
      else writeDraft(key, values);
    });
    return () => subscription.unsubscribe();
  }, [key, reset, watch, getValues, defaults]);
  return restored;
}
