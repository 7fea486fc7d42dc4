import type { JobListItem } from 'contracts';
import { CAREERS_STALE_MS } from 'contracts/careers-rules';
import { request } from 'shared-ui';
import { queryOptions, useQuery } from 'shared-ui/query';
import { loadSchemas } from '../load-schemas';

/** GET /api/careers, the open jobs. `apiBase` is the API's origin on the server, '' in the browser. */
export async function getJobs(apiBase = ''): Promise<JobListItem[]> {
  // The schema (and zod) loads beside the request, not with the page: its first JavaScript stays small.
  const [{ jobListSchema }, body] = await Promise.all([loadSchemas(), request<unknown>(`${apiBase}/api/careers`)]);
  return jobListSchema.parse(body);
}

/** Careers data is fresh for 5 minutes, never retried, not refetched on focus. */
export const jobsQueryOptions = (apiBase = '') =>
  queryOptions({
    queryKey: ['careers'],
    queryFn: () => getJobs(apiBase),
    staleTime: CAREERS_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useJobs() {
  return useQuery(jobsQueryOptions());
}
