import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_STALE_MS, type JobDetail, jobDetailSchema, jobSlugSchema } from 'contracts';
import type { PrefetchResult } from 'contracts/federation';
import { HttpError, request } from 'shared-ui';

/**
 * spec §7: GET /api/careers/{slug}, one job. A job that does not exist is `null`, not an error:
 * a missing job is data, so the server's cache can carry it to the browser.
 */
export async function getJob(slug: string, apiBase = ''): Promise<JobDetail | null> {
  if (!jobSlugSchema.safeParse(slug).success) return null; // the API answers 404 for these too
  try {
    return jobDetailSchema.parse(await request<unknown>(`${apiBase}/api/careers/${slug}`));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** spec §7, §9: fresh for 5 minutes, never retried, not refetched on focus. */
export const jobQueryOptions = (slug: string, apiBase = '') =>
  queryOptions({
    queryKey: ['careers', slug],
    queryFn: () => getJob(slug, apiBase),
    staleTime: CAREERS_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useJob(slug: string) {
  return useQuery(jobQueryOptions(slug));
}

/**
 * Fills the cache with the job a page shows: 404 when there is no such job, 503 when the API
 * cannot be reached (the page has nothing to show without it).
 */
export async function prefetchJob(queryClient: QueryClient, slug: string, apiBase: string): Promise<PrefetchResult | undefined> {
  try {
    const job = await queryClient.fetchQuery(jobQueryOptions(slug, apiBase));
    return job ? undefined : { status: 404 };
  } catch {
    return { status: 503 };
  }
}
