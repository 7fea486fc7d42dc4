import { type HiringReportQuery, hiringReportQuerySchema, REPORT_DEFAULT_DAYS } from 'contracts/staff';
import { fieldErrorsOf, useSearchParams } from 'shared-ui';
import { SelectField, TextField } from 'shared-ui/forms';
import { LoadFailure, Screen } from '../../../components/screen';
import { SearchFilters, useFilterForm } from '../../../components/search-filters';
import { errorMessage } from '../../../lib/api';
import { formatCount, formatDay } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import { queryFromSearch, searchFromQuery } from '../../../lib/queries';
import { hiringReportCsvUrl, useHiringReport, useReportJobs } from '../api/get-hiring-report';
import { FunnelSection, JobsTable, SourcesSection, TimeInStageSection } from './report-sections';
import styles from './reports.module.css';

const QUERY_NAMES = ['from', 'to', 'job'] as const;

/** Why the report could not be read: the API's word on each field it refused (a start too long ago for today), or its sentence. */
function failureOf(error: unknown): string {
  const fields = Object.values(fieldErrorsOf(error));
  return fields.length > 0 ? fields.join(' ') : errorMessage(error);
}

function ReportFilters({ query, onFilter }: { query: HiringReportQuery; onFilter: (query: HiringReportQuery) => void }) {
  const jobs = useReportJobs();
  const jobOptions = (jobs.data?.items ?? []).map((job) => ({ value: job.slug, label: job.title }));
  const { submit, field } = useFilterForm<HiringReportQuery>(
    hiringReportQuerySchema,
    { from: query.from ?? '', to: query.to ?? '', job: query.job ?? '' },
    onFilter,
  );
  return (
    <SearchFilters label="Report period and job" onSubmit={submit} clearTo={staffPaths.reports} className={styles.filterColumns}>
      <TextField label="Received from" type="date" {...field('from')} />
      <TextField label="Received until" type="date" {...field('to')} />
      <SelectField label="Job" placeholder="Every job" options={jobOptions} {...field('job')} />
    </SearchFilters>
  );
}

/**
 * /staff/reports (recruiters and admins): the hiring report over the applications received in a
 * period (the last days up to today unless one is chosen), of every job or one: the funnel, the
 * time in each stage and to hire, and the sources, each chart beside its numbers; and as CSV.
 */
export function HiringReport() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromSearch(hiringReportQuerySchema, searchParams, QUERY_NAMES);
  const report = useHiringReport(query);
  return (
    <Screen
      title="Hiring report"
      actions={
        <a href={hiringReportCsvUrl(query)} download>
          Download CSV
        </a>
      }
      intro={`Applications received in the period (UTC days, both included; the last ${REPORT_DEFAULT_DAYS} days unless you choose): how far they got, how long each stage took, and where they came from.`}
    >
      <ReportFilters query={query} onFilter={(filters) => setSearchParams(searchFromQuery(filters, {}))} />
      {report.isError && <LoadFailure message={failureOf(report.error)} onRetry={() => void report.refetch()} />}
      {report.isPending && <p role="status">Loading the report…</p>}
      {report.data && (
        <>
          <p className={styles.summary} role="status">
            {formatCount(report.data.overall.applications)} applications received from {formatDay(report.data.from)} to{' '}
            {formatDay(report.data.to)}
            {report.data.job ? ` for ${report.data.jobs[0]?.jobTitle ?? report.data.job}` : ''}.
          </p>
          <FunnelSection figures={report.data.overall} />
          <TimeInStageSection figures={report.data.overall} />
          <SourcesSection figures={report.data.overall} />
          {!report.data.job && <JobsTable jobs={report.data.jobs} />}
        </>
      )}
    </Screen>
  );
}
