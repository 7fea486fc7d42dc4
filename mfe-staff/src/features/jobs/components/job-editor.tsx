import type { JobContent, StaffJob } from 'contracts/staff';
import { type ComponentType, useDeferredValue, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Link } from 'shared-ui';
import type { JobPreviewProps } from 'shared-ui/federation';
import { EditorLayout, PreviewPanel } from '../../../components/editor-layout';
import records from '../../../components/records.module.css';
import { RecordScreen, Screen } from '../../../components/screen';
import { StatusBadge } from '../../../components/status-badge';
import { formatDay, JOB_STATUS_LABELS } from '../../../lib/format';
import { useStaffJob } from '../../../lib/jobs';
import { staffPaths } from '../../../lib/paths';
import { type JobFormValues, previewJob } from '../job-form';
import { useJobEditor } from '../use-job-editor';
import { JobActions } from './job-actions';
import { JobFields } from './job-fields';
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

function JobEditorForm({ job, JobPreview }: { job?: StaffJob; JobPreview?: ComponentType<JobPreviewProps> }) {
  const { form, restored, failure, busy, saveContent, changeStatus } = useJobEditor(job);
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
      <EditorLayout
        label="Job"
        form="narrow"
        onSubmit={saveContent}
        restored={restored && form.formState.isDirty}
        failure={failure}
        preview={<LivePreview form={form} job={job} JobPreview={JobPreview} />}
      >
        <JobFields form={form} published={Boolean(job?.publishedAt)} />
        <JobActions status={job?.status} busy={busy} onStatusChange={changeStatus} />
      </EditorLayout>
    </Screen>
  );
}

function JobStatusLine({ job }: { job: StaffJob }) {
  return (
    <p className={records.stateLine}>
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
  const values = useWatch({ control: form.control }) as JobFormValues;
  const deferred = useDeferredValue(values);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  return (
    <PreviewPanel>{JobPreview && <JobPreview job={previewJob({ ...form.getValues(), ...deferred }, job, today)} />}</PreviewPanel>
  );
}
