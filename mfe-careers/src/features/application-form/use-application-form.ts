import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { toast } from 'shared-ui';
import { applyServerErrors, clearSessionDraft, focusFirstInvalid, useSessionDraft } from 'shared-ui/forms';
import { useSubmitApplication } from './api/submit-application';
import { APPLICATION_CONTENT } from './application-content';
import { applicationContent } from './application-content.localized';
import { applicationDraftKey, applicationDraftOf } from './application-draft';
import {
  type ApplicationFormValues,
  type ApplicationSubmission,
  applicationResolver,
  EMPTY_APPLICATION,
  FIELD_ORDER,
} from './form-values';
import { submitErrorMessage, submitFieldErrors } from './submit-error';

/** The toast once the application is stored, in English (the page's language's is in applicationContent). */
export const SUBMITTED_TOAST = APPLICATION_CONTENT.submittedToast;

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
  const { submittedToast, submitErrors } = applicationContent.useText();
  useSessionDraft(applicationDraftKey(jobId), form, applicationDraftOf);

  const focusInvalid = (errors: FieldErrors<ApplicationFormValues>) => focusFirstInvalid(form, errors, FIELD_ORDER);

  function submit(values: ApplicationSubmission) {
    submission.mutate(values, {
      onSuccess: () => {
        clearSessionDraft(applicationDraftKey(jobId));
        toast(submittedToast);
        onSubmitted();
      },
      onError: (error) => {
        // Everything stays as it was, the file included; the server's field messages join it. The
        // focus moves once the form is enabled again: its fields are disabled while it sends.
        applyServerErrors(form, submitFieldErrors(error), FIELD_ORDER, (field) =>
          requestAnimationFrame(() => form.setFocus(field)),
        );
        toast({ title: submitErrors.title, description: submitErrorMessage(error, submitErrors), variant: 'destructive' });
      },
    });
  }

  return { form, sending: submission.isPending, onSubmit: form.handleSubmit(submit, focusInvalid) };
}
