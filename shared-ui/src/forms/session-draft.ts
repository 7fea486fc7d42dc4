/**
 * A form's draft in sessionStorage: what was typed survives a reload, a failed send or an ended
 * session, and is gone with the tab. Browser-only: read and written from effects and handlers,
 * never during render. Storage can be missing or full (private modes); then there is no draft.
 * Keys carry the remote's prefix (`careers:`, `staff:`).
 */
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What a stored draft may hold of the form's values; undefined when it is not the form's shape. */
export type DraftPicker<T> = (stored: unknown) => Partial<T> | undefined;

const anyObject = <T>(stored: unknown): Partial<T> | undefined =>
  typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Partial<T>) : undefined;

export function readSessionDraft<T>(key: string, pick: DraftPicker<T> = anyObject): Partial<T> | null {
  try {
    const saved = window.sessionStorage.getItem(key);
    return saved === null ? null : (pick(JSON.parse(saved)) ?? null);
  } catch {
    return null;
  }
}

export function writeSessionDraft<T>(key: string, values: unknown, pick: DraftPicker<T> = anyObject): void {
  const draft = pick(values);
  if (!draft) return;
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // No storage: the form works without a draft.
  }
}

export function clearSessionDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // No storage, no draft.
  }
}

/** Every draft whose key starts with `prefix`: signing out leaves nothing typed behind in the tab. */
export function clearSessionDrafts(prefix: string): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, index) => window.sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) window.sessionStorage.removeItem(key);
  } catch {
    // No storage, no drafts.
  }
}

/**
 * Restores the form's draft once it is shown, then keeps what is typed while it differs from
 * the form's defaults (what was loaded). `pick` keeps what a draft may hold (never a file, say).
 * Returns true when a draft was restored, for the form to say so. Cleared by the caller once sent.
 */
export function useSessionDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T, unknown, unknown>,
  pick: DraftPicker<T> = anyObject,
): boolean {
  const [restored, setRestored] = useState(false);
  const { reset, watch, getValues, formState } = form;
  const defaults = formState.defaultValues;
  useEffect(() => {
    const draft = readSessionDraft(key, pick);
    if (draft && JSON.stringify({ ...getValues(), ...draft }) !== JSON.stringify(getValues())) {
      reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
      setRestored(true);
    }
    const subscription = watch((values) => {
      if (JSON.stringify(values) === JSON.stringify(defaults)) clearSessionDraft(key);
      else writeSessionDraft(key, values, pick);
    });
    return () => subscription.unsubscribe();
  }, [key, pick, reset, watch, getValues, defaults]);
  return restored;
}
