import { YEARS_OPTIONS } from 'contracts/application-rules';
import type { DraftValues } from './form-values';

/** Anything the careers remote keeps in the browser carries its prefix, `careers:` (docs/conventions.md). */
const DRAFT_KEY_PREFIX = 'careers:application-draft:';
const DRAFT_FIELDS = ['fullName', 'email', 'phone', 'years', 'resumeLink', 'portfolioLink', 'referredBy', 'coverLetter'] as const;
const YEARS_VALUES: readonly string[] = YEARS_OPTIONS.map((option) => option.value);

/**
 * Beyond the spec: the text fields are kept per job in sessionStorage while the candidate types
 * (shared-ui's useSessionDraft), so a reload or a failed send loses nothing.
 */
export const applicationDraftKey = (jobId: string) => `${DRAFT_KEY_PREFIX}${jobId}`;

/** The text fields of `values`; undefined when one of them is not what the form holds. */
export function applicationDraftOf(values: unknown): Partial<DraftValues> | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const draft: Record<string, string> = {};
  for (const field of DRAFT_FIELDS) {
    const value = (values as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || (field === 'years' && !YEARS_VALUES.includes(value))) return undefined;
    draft[field] = value;
  }
  return draft as Partial<DraftValues>;
}
