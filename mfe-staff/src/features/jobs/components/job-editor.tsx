import type { JobContent, StaffJob } from 'contracts/staff';
import { type ComponentType, useDeferredValue, useId, useState } from 'react';
import { type FieldErrors, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Button, fieldErrorsOf, Link, toast, useNavigate } from 'shared-ui';
import type { JobPreviewProps } from 'shared-ui/federation';
import { applyServerErrors, clearSessionDraft, focusFirstInvalid, useSessionDraft } from 'shared-ui/forms';
import { ConfirmButton } from '../../../components/confirm-button';
import messages from '../../../components/messages.module.css';
import { RecordScreen, Screen } from '../../../components/screen';
import { StatusBadge } from '../../../components/status-badge';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { staffDraftKey } from '../../../lib/form-draft';
import { formatDay, JOB_STATUS_LABELS } from '../../../lib/format';
import { useStaffJob } from '../../../lib/jobs';
import { staffPaths } from '../../../lib/paths';
import { type JobStatusAction, useChangeJobStatus } from '../api/change-job-status';
import { useSaveJob } from '../api/save-job';
import {
  EMPTY_JOB,
  JOB_FIELD_ORDER,
  type JobFormValues,
  jobFieldMessages,
  jobResolver,
  previewJob,
  toFormValues,
} from '../job-form';
import { JobFields } from './job-fields';
import styles from './jobs.module.css';
import { JOB_STATUS_TONES } from './jobs-list';

interface JobEditorProps {
  /** The job to edit; none for a new draft. */
  id?: string;
  /** careers' ./JobPreview, handed over by the shell. */
  JobPreview?: ComponentType<JobPreviewProps>;
}

/** /staff/jobs/new and /staff/jobs/:id: the job's content, its status, and its public page as it will look. */
export function JobEditor({ id, JobPreview }: JobEditorProps) {
  if (!id) return <JobEditorForm JobPreview={JobPreview} />;
  return <ExistingJobEditor id={id} JobPreview={JobPreview} />;
}

function ExistingJobEditor({ id, JobPreview }: { id: string; JobPreview?: ComponentType<JobPreviewProps> }) {
  const job = useStaffJob(id);
  return (
    <RecordScreen record={job} loading="Loading the job…" title="Job" back={<Link to={staffPaths.jobs}>Back to the jobs</Link>}>
      {/* Keyed by the job: another job starts a form of its own. */}
      {(data) => <JobEditorForm key={data.id} job={data} JobPreview={JobPreview} />}
    </RecordScreen>
  );
}

const draftKey = (job?: StaffJob) => staffDraftKey(`job:${job?.id ?? 'new'}`);

function JobEditorForm({ job, JobPreview }: { job?: StaffJob; JobPreview?: ComponentType<JobPreviewProps> }) {
  const navigate = useNavigate();
  const form = useForm<JobFormValues, unknown, JobContent>({
    defaultValues: job ? toFormValues(job) : EMPTY_JOB,
    resolver: jobResolver,
    mode: 'onTouched',
    shouldFocusError: false, // focusInvalid follows the order on screen
  });
  const restored = useSessionDraft(draftKey(job), form);
  const save = useSaveJob(job?.id);
  const changeStatus = useChangeJobStatus(job?.id ?? '');
  const [failure, setFailure] = useState<string>();

  const focusInvalid = (errors: FieldErrors<JobFormValues>) => focusFirstInvalid(form, errors, JOB_FIELD_ORDER);

  /** A refusal: the API's message per field at its field, anything else above the form; a 401 leads to sign-in. */
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
  const act = (action: JobStatusAction, message: string) =>
    form.handleSubmit((content) => {
      setFailure(undefined);
      const changeStatusNow = () =>
        changeStatus.mutate(action, { onSuccess: (result) => saved(result, message), onError: refused });
      if (form.formState.isDirty) save.mutate(content, { onSuccess: changeStatusNow, onError: refused });
      else changeStatusNow();
    }, focusInvalid)();

  const busy = save.isPending || changeStatus.isPending;
  const status = job?.status;
  return (
    <Screen
      title={job ? job.title : 'New job'}
      actions={
        <>
          {job && <Link to={staffPaths.pipeline(job.id)}>Pipeline</Link>}
          <Link to={staffPaths.jobs}>All jobs</Link>
        </>
      }
    >
      {job && <JobStatusLine job={job} />}
      <div className={styles.editor}>
        <form noValidate aria-label="Job" onSubmit={saveContent} className={styles.form}>
          {restored && form.formState.isDirty && (
            <p role="status" className={messages.info}>
              Restored what you had typed before signing in again. Save to keep it.
            </p>
          )}
          {failure && (
            <p role="alert" className={messages.failure}>
              {failure}
            </p>
          )}
          <JobFields form={form} published={Boolean(job?.publishedAt)} />
          <div className={styles.actions}>
            <Button type="submit" variant={status === 'draft' || !job ? 'secondary' : 'primary'} disabled={busy}>
              {status === 'draft' || !job ? 'Save draft' : 'Save changes'}
            </Button>
            {status === 'draft' && (
              <ConfirmButton
                label="Publish"
                title="Publish this job?"
                disabled={busy}
                onConfirm={() => act('publish', 'Published: the job is on the careers page')}
              >
                <p>It shows on the careers page, in the sitemap and in job searches at once, and takes applications.</p>
                <p>Its web address cannot change afterwards.</p>
              </ConfirmButton>
            )}
            {status === 'published' && (
              <ConfirmButton
                label="Close applications"
                title="Close this job?"
                danger
                variant="secondary"
                disabled={busy}
                onConfirm={() => act('close', 'Closed: the job takes no more applications')}
              >
                <p>It leaves the careers list; its page stays and says applications are closed. You can reopen it.</p>
              </ConfirmButton>
            )}
            {status === 'closed' && (
              <ConfirmButton
                label="Reopen"
                title="Reopen this job?"
                variant="secondary"
                disabled={busy}
                onConfirm={() => act('reopen', 'Reopened: the job takes applications again')}
              >
                <p>It goes back on the careers list and takes applications again.</p>
              </ConfirmButton>
            )}
          </div>
        </form>
        <LivePreview form={form} job={job} JobPreview={JobPreview} />
      </div>
    </Screen>
  );
}

function JobStatusLine({ job }: { job: StaffJob }) {
  return (
    <p className={styles.statusLine}>
      <StatusBadge tone={JOB_STATUS_TONES[job.status]}>{JOB_STATUS_LABELS[job.status]}</StatusBadge>
      <span>
        {job.publishedAt ? `Posted ${formatDay(job.posted_date)}.` : 'Not published yet: seen by staff only.'} Requisition{' '}
        {job.id}.
      </span>
      {job.status !== 'draft' && <Link to={`/careers/${job.slug}`}>Public page</Link>}
    </p>
  );
}

/** careers' own job page, fed with what is typed (deferred, so typing never waits for it). */
function LivePreview({
  form,
  job,
  JobPreview,
}: {
  form: UseFormReturn<JobFormValues, unknown, JobContent>;
  job?: StaffJob;
  JobPreview?: ComponentType<JobPreviewProps>;
}) {
  const headingId = useId();
  const values = useWatch({ control: form.control }) as JobFormValues;
  const deferred = useDeferredValue(values);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  return (
    <div className={styles.preview}>
      <h2 id={headingId} className={styles.previewHeading}>
        Preview of the public page
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1) */}
      <section aria-labelledby={headingId} tabIndex={0} className={styles.previewFrame}>
        {JobPreview ? (
          <JobPreview job={previewJob({ ...form.getValues(), ...deferred }, job, today)} />
        ) : (
          <p className={messages.info}>The preview is not available here.</p>
        )}
      </section>
    </div>
  );
}
