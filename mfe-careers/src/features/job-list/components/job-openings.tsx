import { useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { Button, clsx } from 'shared-ui';
import { FormField, formControlClassName } from 'shared-ui/forms';
import { JobCard, JobCardSkeletons } from '../../../components/job-card/job-card';
import { useJobs } from '../../../lib/api/get-jobs';
import { type JobLabelField, useJobLabel } from '../../../lib/job-text';
import { careersMessages } from '../../../messages';
import { ALL, filterJobs, NO_FILTERS } from '../filter-jobs';
import { jobListMessages } from '../messages';
import { useJobFilters } from '../use-job-filters';
import styles from './job-openings.module.css';

/**
 * The search box keeps what is typed itself: its text is the URL's, which follows in a
 * transition (the router's), and a controlled field would be set back to the old text after
 * every key until then. A search changed elsewhere (Clear filters) is written into it.
 */
function useSearchBox(search: string) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current && box.current !== document.activeElement && box.current.value !== search) box.current.value = search;
  }, [search]);
  return box;
}

/** spec §9: placeholder rows while the list loads. */
export const LIST_SKELETON_ROWS = 5;

/** spec §2 Job Openings: search, department and location filters, and the matching jobs. */
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
  const isFiltered = filters.search !== NO_FILTERS.search || filters.department !== ALL || filters.location !== ALL;
  const searchBox = useSearchBox(filters.search);
  const t = jobListMessages.useT();

  return (
    <div className={styles.openings}>
      <h2 className={styles.heading}>{t('openings.heading')}</h2>
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark; <search> is unknown to Safari before 17 and to jsdom */}
      <form
        role="search"
        aria-label={t('openings.filters')}
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()} // the list filters as the visitor types
      >
        <FormField id={`${id}-search`} label={t('openings.search')}>
          {(control) => (
            <input
              {...control}
              ref={searchBox}
              type="search"
              defaultValue={filters.search}
              onChange={(event) => setFilters({ search: event.target.value })}
              placeholder={t('openings.searchPlaceholder')}
              autoComplete="off"
              dir="auto"
              className={clsx(formControlClassName, styles.search)}
            />
          )}
        </FormField>
        <FilterSelect
          id={`${id}-department`}
          field="department"
          allLabel={t('openings.allDepartments')}
          value={filters.department}
          options={options.department}
          onChange={(department) => setFilters({ department })}
        />
        <FilterSelect
          id={`${id}-location`}
          field="location"
          allLabel={t('openings.allLocations')}
          value={filters.location}
          options={options.location}
          onChange={(location) => setFilters({ location })}
        />
      </form>

      <p role="status" className={styles.count}>
        {jobs && shown.length > 0 && t('openings.count', { shown: shown.length, total: jobs.length })}
      </p>

      {isPending ? (
        <JobCardSkeletons count={LIST_SKELETON_ROWS} label={t('openings.loading')} detailed />
      ) : isError ? (
        <p role="alert" className={styles.message}>
          {t('openings.error')}
        </p>
      ) : shown.length === 0 ? (
        <div className={styles.message}>
          <p>{t('openings.none')}</p>
          {isFiltered && (
            <Button variant="secondary" onClick={clearFilters}>
              {t('openings.clear')}
            </Button>
          )}
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('openings.list')}>
          {shown.map((job) => (
            <li key={job.slug}>
              <JobCard job={job} headingLevel={3} detailed />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  /** The job field it filters by: its label, and its options' words in the page's language. */
  field: Exclude<JobLabelField, 'type'>;
  /** spec §5: the first option, 'all'. */
  allLabel: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

function FilterSelect({ id, field, allLabel, value, options, onChange }: FilterSelectProps) {
  const t = careersMessages.useT();
  const label = useJobLabel();
  return (
    <FormField id={id} label={t(`fact.${field}`)}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)} className={formControlClassName}>
          <option value={ALL}>{allLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {label(field, option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
