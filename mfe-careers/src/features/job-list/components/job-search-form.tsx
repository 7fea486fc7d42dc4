import { useEffect, useRef } from 'react';
import { clsx } from 'shared-ui';
import { FormField, formControlClassName } from 'shared-ui/forms';
import { type JobLabelField, useJobLabel } from '../../../lib/job-text';
import { careersMessages } from '../../../messages';
import { ALL } from '../filter-jobs';
import { jobListMessages } from '../messages';
import type { useJobFilters } from '../use-job-filters';
import styles from './job-openings.module.css';

type JobFilterState = ReturnType<typeof useJobFilters>;

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

interface JobSearchFormProps extends Pick<JobFilterState, 'filters' | 'options' | 'setFilters'> {
  id: string;
}

/** The Job Openings tab's search box and the department and location filters, a search landmark. */
export function JobSearchForm({ id, filters, options, setFilters }: JobSearchFormProps) {
  const searchBox = useSearchBox(filters.search);
  const t = jobListMessages.useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark; <search> is unknown to Safari before 17 and to jsdom
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
  );
}

interface FilterSelectProps {
  id: string;
  /** The job field it filters by: its label, and its options' words in the page's language. */
  field: Exclude<JobLabelField, 'type'>;
  /** The first option, 'all' ('All Departments', 'All Locations'). */
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
