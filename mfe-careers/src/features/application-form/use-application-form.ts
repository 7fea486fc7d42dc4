import { useEffect } from 'react';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { applyServerErrors, focusFirstInvalid, toast } from 'shared-ui';
import { useSubmitApplication } from './api/submit-application';
import { clearDraft, readDraft, writeDraft } from './application-draft';
import {
  type ApplicationFormValues,
  type ApplicationSubmission,
  applicationResolver,
  EMPTY_APPLICATION,
  FIELD_ORDER,
} from './form-values';
import { SUBMIT_ERROR_TITLE, submitErrorMessage, submitFieldErrors } from './submit-error';

/** spec §8 "Application success". */
export const SUBMITTED_TOAST = {
  title: 'Application Submitted',
  description: "Your application has been submitted successfully. We'll be in touch soon!",
};

export type ApplicationFormState = UseFormReturn<ApplicationFormValues, unknown, ApplicationSubmission>;

/**
 * The application form's state and its submit handler: checked with the API's own schemas
 * from contracts, the first invalid field focused, the server's field messages shown on the
 * fields, a toast either way.
 */
export function useApplicationForm(jobId: string, onSubmitted: () => void) {
  const form: ApplicationFormState = useForm<ApplicationFormValues, unknown, ApplicationSubmission>({
    mode: 'onTouched',
    defaultValues: EMPTY_APPLICATION,
    resolver: applicationResolver,
    shouldFocusError: false, // focusInvalid follows the order on screen, the file field included
  });
  const submission = useSubmitApplication(jobId);
  useApplicationDraft(jobId, form);

  const focusInvalid = (errors: FieldErrors<ApplicationFormValues>) => focusFirstInvalid(form, errors, FIELD_ORDER);

  function submit(values: ApplicationSubmission) {
    submission.mutate(values, {
      onSuccess: () => {
        clearDraft(jobId);
        toast(SUBMITTED_TOAST);
        onSubmitted();
      },
      onError: (error) => {
        // Everything stays as it was, the file included; the server's field messages join it.
        applyServerErrors(form, submitFieldErrors(error), FIELD_ORDER);
        toast({ title: SUBMIT_ERROR_TITLE, description: submitErrorMessage(error), variant: 'destructive' });
      },
    });
  }

  return { form, sending: submission.isPending, onSubmit: form.handleSubmit(submit, focusInvalid) };
}

/**
 * Beyond the spec: the text fields are restored from this job's draft after the page is
 * shown, and saved as the candidate types (browser-only, so in an effect).
 */
function useApplicationDraft(jobId: string, { reset, watch, getValues }: ApplicationFormState) {
  useEffect(() => {
    const draft = readDraft(jobId);
    if (draft) reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
    const subscription = watch((values) => writeDraft(jobId, values as Partial<ApplicationFormValues>));
    return () => subscription.unsubscribe();
  }, [jobId, reset, watch, getValues]);
}
