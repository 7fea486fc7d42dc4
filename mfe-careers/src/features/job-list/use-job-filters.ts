import type { JobListItem } from 'contracts';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ALL, distinctValues, filterParam, type JobFilters, resolveFilter } from './filter-jobs';

const SEARCH_PARAM = 'q';
/** The select filters and their URL parameters; the sitemap links `?category=` and `?location=`. */
const SELECT_FILTERS = [
  { field: 'department', param: 'category' },
  { field: 'location', param: 'location' },
] as const;

/**
 * The list's filters live in the URL, so a filtered list can be shared, reloaded and come back
 * to with Back, and the server renders it already filtered. They are read through the router;
 * a change is written with `history.replaceState`, not a router navigation: the shell scrolls
 * to the top on every navigation, which would move the page at every key typed in the search box.
 */
export function useJobFilters(jobs: readonly JobListItem[] | undefined) {
  const location = useLocation();
  // What this page wrote into the URL since the router last navigated here.
  const [written, setWritten] = useState<{ key: string; search: string } | null>(null);
  const search = written?.key === location.key ? written.search : location.search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const options = useMemo(
    () => ({ department: distinctValues(jobs ?? [], 'department'), location: distinctValues(jobs ?? [], 'location') }),
    [jobs],
  );

  const filters: JobFilters = {
    search: params.get(SEARCH_PARAM) ?? '',
    department: resolveFilter(params.get('category'), options.department),
    location: resolveFilter(params.get('location'), options.location),
  };

  function write(next: URLSearchParams) {
    const query = next.toString();
    const nextSearch = query ? `?${query}` : '';
    window.history.replaceState(window.history.state, '', `${location.pathname}${nextSearch}${location.hash}`);
    setWritten({ key: location.key, search: nextSearch });
  }

  // An unknown department or location shows every job, and leaves the URL as well.
  const unknownParams = jobs ? SELECT_FILTERS.filter(({ field, param }) => params.has(param) && filters[field] === ALL) : [];
  const unknownKey = unknownParams.map(({ param }) => param).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of unknown parameters changes
  useEffect(() => {
    if (unknownParams.length === 0) return;
    const next = new URLSearchParams(params);
    for (const { param } of unknownParams) next.delete(param);
    write(next);
  }, [unknownKey]);

  function setFilters(changes: Partial<JobFilters>) {
    const next = new URLSearchParams(params);
    if (changes.search !== undefined) setParam(next, SEARCH_PARAM, changes.search);
    for (const { field, param } of SELECT_FILTERS) {
      const value = changes[field];
      if (value !== undefined) setParam(next, param, value === ALL ? '' : filterParam(value, options[field]));
    }
    write(next);
  }

  function clearFilters() {
    const next = new URLSearchParams(params);
    for (const param of [SEARCH_PARAM, ...SELECT_FILTERS.map((filter) => filter.param)]) next.delete(param);
    write(next);
  }

  return { filters, options, setFilters, clearFilters };
}

function setParam(params: URLSearchParams, name: string, value: string) {
  if (value === '') params.delete(name);
  else params.set(name, value);
}
