import type { JobListItem } from 'contracts';
import { useDeferredValue, useId, useMemo } from 'react';
import { Button } from 'shared-ui';
import { JobCard, JobCardSkeletons } from '../../../components/job-card/job-card';
import { useJobs } from '../../../lib/api/get-jobs';
import { useJobLabel } from '../../../lib/job-text';
import { ALL, filterJobs, NO_FILTERS } from '../filter-jobs';
import { jobListMessages } from '../messages';
import { useJobFilters } from '../use-job-filters';
import styles from './job-openings.module.css';
import { JobSearchForm } from './job-search-form';

/** Placeholder rows while the list loads. */
export const LIST_SKELETON_ROWS = 5;

/** The Job Openings tab: search, department and location filters, and the matching jobs. */
export function JobOpenings() {
  const id = useId();
  const { data: jobs, isPending, isError } = useJobs();
  const { filters, options, setFilters, clearFilters } = useJobFilters(jobs);
  // The list follows the filters when the browser has time: the search box answers each key at once.
  const { search, department, location } = filters;
  const shownFilters = useDeferredValue(useMemo(() => ({ search, department, location }), [search, department, location]));
  const label = useJobLabel();
  const shown = useMemo(
    () => filterJobs(jobs ?? [], shownFilters, (department) => label('department', department)),
    [jobs, shownFilters, label],
  );
  const isFiltered = search !== NO_FILTERS.search || department !== ALL || location !== ALL;
  const t = jobListMessages.useT();

  return (
    <div className={styles.openings}>
      <h2 className={styles.heading}>{t('openings.heading')}</h2>
      <JobSearchForm id={id} filters={filters} options={options} setFilters={setFilters} />
      <p role="status" className={styles.count}>
        {jobs && shown.length > 0 && t('openings.count', { shown: shown.length, total: jobs.length })}
      </p>
      {isPending ? (
        <JobCardSkeletons count={LIST_SKELETON_ROWS} label={t('openings.loading')} detailed />
      ) : isError ? (
        <p role="alert" className={styles.message}>
          {t('openings.error')}
        </p>
      ) : (
        <JobResults shown={shown} onClear={isFiltered ? clearFilters : undefined} />
      )}
    </div>
  );
}

interface JobResultsProps {
  shown: readonly JobListItem[];
  /** Offered when no job matches filters the visitor set. */
  onClear: (() => void) | undefined;
}

/** The matching jobs, or what to do when none matches. */
function JobResults({ shown, onClear }: JobResultsProps) {
  const t = jobListMessages.useT();
  if (shown.length === 0) {
    return (
      <div className={styles.message}>
        <p>{t('openings.none')}</p>
        {onClear && (
          <Button variant="secondary" onClick={onClear}>
            {t('openings.clear')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label={t('openings.list')}>
      {shown.map((job) => (
        <li key={job.slug}>
          <JobCard job={job} headingLevel={3} detailed />
        </li>
      ))}
    </ul>
  );
}
