import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_STALE_MS, type JobListItem, jobListSchema } from 'contracts';
import { request } from 'shared-ui';

/** spec §7: GET /api/careers, the open jobs. `apiBase` is the API's origin on the server, '' in the browser. */
export async function getJobs(apiBase = ''): Promise<JobListItem[]> {
  return jobListSchema.parse(await request<unknown>(`${apiBase}/api/careers`));
}

/** spec §7, §9: careers data is fresh for 5 minutes, never retried, not refetched on focus. */
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
