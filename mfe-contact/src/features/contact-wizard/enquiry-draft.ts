/**
 * The enquiry's draft in sessionStorage (shared-ui's useSessionDraft, as careers and staff keep
 * theirs): what the visitor typed, and the step they had reached, survive a reload and are gone
 * with the tab. The draft holds the typed fields only: never the consent (given afresh), the
 * honeypot or the security answer (which is no form value at all). Read in effects, after
 * hydration: the server's HTML is the empty first step whatever the tab holds.
 */
import { SERVICE_OPTIONS } from 'contracts/contact-rules';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearSessionDraft, readSessionDraft, useSessionDraft, writeSessionDraft } from 'shared-ui/forms';
import type { ContactFormValues } from './form-values';
import type { useWizardSteps } from './use-wizard-steps';

/** Anything the contact remote keeps in the browser carries its prefix. */
export const ENQUIRY_DRAFT_KEY = 'contact:draft:enquiry';
const ENQUIRY_STEP_KEY = 'contact:draft:enquiry-step';

const DRAFT_FIELDS = ['name', 'email', 'company', 'website', 'phone', 'signal', 'service', 'message'] as const;
const SERVICE_VALUES: readonly string[] = SERVICE_OPTIONS.map((option) => option.value);

type DraftValues = Pick<ContactFormValues, (typeof DRAFT_FIELDS)[number]>;

/** The typed fields of `values`; undefined when one of them is not what the form holds. */
export function enquiryDraftOf(values: unknown): Partial<DraftValues> | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const draft: Record<string, string> = {};
  for (const field of DRAFT_FIELDS) {
    const value = (values as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || (field === 'service' && value !== '' && !SERVICE_VALUES.includes(value))) return undefined;
    draft[field] = value;
  }
  return draft as Partial<DraftValues>;
}

/** Only the Details step is kept: it is reached once Continue has checked the first step's fields. */
const detailsStepOf = (stored: unknown) =>
  typeof stored === 'object' && stored !== null && (stored as { step?: unknown }).step === 'details'
    ? { step: 'details' as const }
    : undefined;

/** The enquiry is sent (or the wizard starts afresh): nothing typed stays behind. */
export function clearEnquiryDraft(): void {
  clearSessionDraft(ENQUIRY_DRAFT_KEY);
  clearSessionDraft(ENQUIRY_STEP_KEY);
}

/**
 * Keeps the wizard's draft: its fields restored once it is shown, and the visitor back on
 * Details when they had reached it (focus left where it is: nothing was asked of them).
 */
export function useEnquiryDraft(
  form: UseFormReturn<ContactFormValues, unknown, unknown>,
  { step, goTo }: Pick<ReturnType<typeof useWizardSteps>, 'step' | 'goTo'>,
): void {
  useSessionDraft<ContactFormValues>(ENQUIRY_DRAFT_KEY, form, enquiryDraftOf);
  const restoring = useRef(true);
  useEffect(() => {
    if (restoring.current) {
      restoring.current = false;
      const onDetails = readSessionDraft(ENQUIRY_STEP_KEY, detailsStepOf);
      if (onDetails && readSessionDraft(ENQUIRY_DRAFT_KEY, enquiryDraftOf)) {
        goTo('details', null);
        return;
      }
    }
    if (step === 'details') writeSessionDraft(ENQUIRY_STEP_KEY, { step }, detailsStepOf);
    else clearSessionDraft(ENQUIRY_STEP_KEY);
  }, [step, goTo]);
}
