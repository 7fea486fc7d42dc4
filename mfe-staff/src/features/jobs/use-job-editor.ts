import type { JobContent, StaffJob } from 'contracts/staff';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { fieldErrorsOf, toast, useNavigate } from 'shared-ui';
import { applyServerErrors, clearSessionDraft, focusFirstInvalid, useSessionDraft } from 'shared-ui/forms';
import { errorMessage, isSignedOutError } from '../../lib/api';
import { staffDraftKey } from '../../lib/form-draft';
import { staffPaths } from '../../lib/paths';
import { type JobStatusAction, useChangeJobStatus } from './api/change-job-status';
import { useSaveJob } from './api/save-job';
import { EMPTY_JOB, JOB_FIELD_ORDER, type JobFormValues, jobFieldMessages, jobResolver, toFormValues } from './job-form';

const draftKey = (job?: StaffJob) => staffDraftKey(`job:${job?.id ?? 'new'}`);

const STATUS_CHANGED: Record<JobStatusAction, string> = {
  publish: 'Published: the job is on the careers page',
  close: 'Closed: the job takes no more applications',
  reopen: 'Reopened: the job takes applications again',
};

/**
 * The job editor's form, its draft in the tab, and what its buttons do: saving the content, and
 * changing the status after saving what was changed. A refusal shows the API's message per field
 * at its field and anything else as `failure`; a 401 leads to sign-in.
 */
export function useJobEditor(job?: StaffJob) {
  const navigate = useNavigate();
  const form = useForm<JobFormValues, unknown, JobContent>({
    defaultValues: job ? toFormValues(job) : EMPTY_JOB,
    resolver: jobResolver,
    mode: 'onTouched',
    shouldFocusError: false, // focusInvalid follows the order on screen
  });
  const restored = useSessionDraft(draftKey(job), form);
  const save = useSaveJob(job?.id);
  const statusChange = useChangeJobStatus(job?.id ?? '');
  const [failure, setFailure] = useState<string>();

  const focusInvalid = (errors: FieldErrors<JobFormValues>) => focusFirstInvalid(form, errors, JOB_FIELD_ORDER);

  const refused = (error: unknown) => {
    if (isSignedOutError(error)) return;
    setFailure(errorMessage(error));
    applyServerErrors(form, jobFieldMessages(Object.entries(fieldErrorsOf(error))), JOB_FIELD_ORDER);
  };

  const saved = (result: StaffJob, message: string) => {
    form.reset(toFormValues(result));
    // After the reset, whose values the draft's watcher sees as still typed.
    clearSessionDraft(draftKey(job));
    toast({ title: message });
    if (!job) navigate(staffPaths.job(result.id), { replace: true });
  };

  const saveContent = form.handleSubmit((content) => {
    setFailure(undefined);
    const message = job?.status === 'draft' || !job ? 'Draft saved' : 'Changes saved: the public page shows them';
    save.mutate(content, { onSuccess: (result) => saved(result, message), onError: refused });
  }, focusInvalid);

  /** Publishing, closing or reopening saves what was changed first, so what goes public is what is on screen. */
  const changeStatus = (action: JobStatusAction) =>
    form.handleSubmit((content) => {
      setFailure(undefined);
      const changeStatusNow = () =>
        statusChange.mutate(action, { onSuccess: (result) => saved(result, STATUS_CHANGED[action]), onError: refused });
      if (form.formState.isDirty) save.mutate(content, { onSuccess: changeStatusNow, onError: refused });
      else changeStatusNow();
    }, focusInvalid)();

  return { form, restored, failure, busy: save.isPending || statusChange.isPending, saveContent, changeStatus };
}
