import type { JobListItem } from 'contracts';

/** A filter that lets every job through. */
export const ALL = 'all';

export interface JobFilters {
  search: string;
  /** A department of the loaded jobs, or ALL. */
  department: string;
  /** A location of the loaded jobs, or ALL. */
  location: string;
}

export const NO_FILTERS: JobFilters = { search: '', department: ALL, location: ALL };

/**
 * The job search: the search text appears (case-insensitive) in the title, description or
 * department (also as the page's language names it, `departmentLabel`), and each filter is ALL
 * or equals the job's value.
 */
export function filterJobs(
  jobs: readonly JobListItem[],
  { search, department, location }: JobFilters,
  departmentLabel: (department: string) => string = (name) => name,
): JobListItem[] {
  const needle = search.trim().toLowerCase();
  const searched = (job: JobListItem) => [job.title, job.description, job.department, departmentLabel(job.department)];
  return jobs.filter(
    (job) =>
      (needle === '' || searched(job).some((text) => text.toLowerCase().includes(needle))) &&
      (department === ALL || job.department === department) &&
      (location === ALL || job.location === location),
  );
}

/** The options of a filter are the distinct values in the loaded jobs (here in alphabetical order). */
export function distinctValues(jobs: readonly JobListItem[], field: 'department' | 'location'): string[] {
  return [...new Set(jobs.map((job) => job[field]))].sort((a, b) => a.localeCompare(b, 'en'));
}

/** 'Abu Dhabi, UAE' -> 'abu-dhabi-uae'; letters lose their accents. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The slug of a location's place alone ('Abu Dhabi, UAE' -> 'abu-dhabi'), as the sitemap links it. */
const placeSlug = (option: string) => slugify(option.split(',')[0] ?? option);

/**
 * The option a URL value names: the exact name, its slug, or the slug of its place
 * ('Security', 'security', 'chicago' for 'Chicago, IL'). Anything else clears the filter.
 */
export function resolveFilter(value: string | null, options: readonly string[]): string {
  if (value === null || value === ALL) return ALL;
  if (options.includes(value)) return value;
  const wanted = slugify(value);
  if (wanted === '') return ALL;
  return options.find((option) => slugify(option) === wanted) ?? options.find((option) => placeSlug(option) === wanted) ?? ALL;
}

/** What the URL says for an option: the place's slug when no other option shares it, else the full slug. */
export function filterParam(option: string, options: readonly string[]): string {
  const short = placeSlug(option);
  const shared = options.some((other) => other !== option && placeSlug(other) === short);
  return shared ? slugify(option) : short;
}
