import { createColumnHelper, useTable } from '@tanstack/react-table';
import type { StaffJob } from 'contracts/staff';
import { JOB_STATUSES, type JobStatus, jobQuerySchema } from 'contracts/staff';
import { useId } from 'react';
import { ButtonLink, Link, useSearchParams } from 'shared-ui';
import { formControlClassName } from 'shared-ui/forms';
import { DataTable, Pager } from '../../../components/data-table';
import records from '../../../components/records.module.css';
import { LoadFailure, Screen } from '../../../components/screen';
import { type BadgeTone, StatusBadge } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/api';
import { formatDateTime, JOB_STATUS_LABELS } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import { queryFromSearch, searchFromQuery } from '../../../lib/queries';
import { onPageChange, paginationState, staffTableFeatures } from '../../../lib/table';
import { useStaffJobs } from '../api/get-jobs';

export const JOB_STATUS_TONES: Record<JobStatus, BadgeTone> = { draft: 'muted', published: 'done', closed: 'danger' };
const DEFAULTS = jobQuerySchema.parse({});

const column = createColumnHelper<typeof staffTableFeatures, StaffJob>();
const columns = column.columns([
  column.accessor('title', {
    header: 'Job',
    enableSorting: false,
    cell: (info) => (
      <>
        <Link to={staffPaths.job(info.row.original.id)} className={records.rowLink}>
          {info.getValue()}
        </Link>
        <span className={records.sub}>
          {info.row.original.department} · {info.row.original.location}
        </span>
      </>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <StatusBadge tone={JOB_STATUS_TONES[info.getValue()]}>{JOB_STATUS_LABELS[info.getValue()]}</StatusBadge>,
  }),
  column.accessor('updated', {
    header: 'Last change',
    enableSorting: false,
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
  }),
  column.display({
    id: 'pipeline',
    header: 'Applications',
    cell: (info) => (
      <Link to={staffPaths.pipeline(info.row.original.id)} aria-label={`Pipeline of ${info.row.original.title}`}>
        Pipeline
      </Link>
    ),
  }),
]);
const NO_JOBS: StaffJob[] = [];

/** /staff/jobs: every job, drafts included, with its status; filtered by status and paged in the URL. */
export function JobsList() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromSearch(jobQuerySchema, searchParams, ['status', 'page']);
  const jobs = useStaffJobs(query);
  const pagination = paginationState(query.page, query.pageSize);
  const table = useTable({
    features: staffTableFeatures,
    columns,
    data: jobs.data?.items ?? NO_JOBS,
    getRowId: (job) => job.id,
    rowCount: jobs.data?.total ?? 0,
    state: { pagination },
    manualPagination: true,
    onPaginationChange: onPageChange(pagination, (page) => setSearchParams(searchFromQuery({ ...query, page }, DEFAULTS))),
  });

  return (
    <Screen
      title="Jobs"
      intro="A draft is seen by staff only; publishing puts it on the careers page at once."
      actions={<ButtonLink to={staffPaths.newJob}>New job</ButtonLink>}
    >
      <div className={records.stateFilter}>
        <label htmlFor={`${id}-status`}>Show</label>
        <select
          id={`${id}-status`}
          value={query.status ?? ''}
          className={formControlClassName}
          onChange={(event) => setSearchParams(searchFromQuery({ status: event.target.value || undefined, page: 1 }, DEFAULTS))}
        >
          <option value="">Every job</option>
          {JOB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {JOB_STATUS_LABELS[status]} jobs
            </option>
          ))}
        </select>
      </div>
      {jobs.isError && <LoadFailure message={errorMessage(jobs.error)} onRetry={() => void jobs.refetch()} />}
      {jobs.isPending ? (
        <p role="status">Loading jobs…</p>
      ) : (
        <>
          <DataTable table={table} caption="Jobs" empty="No job here yet." />
          <Pager table={table} label="Pages of jobs" />
        </>
      )}
    </Screen>
  );
}
