import type { JobDetail } from 'contracts';
import { CAREERS_STALE_MS, isJobSlug } from 'contracts/careers-rules';
import type { PrefetchResult } from 'contracts/federation';
import { HttpError, request } from 'shared-ui';
import { type QueryClient, queryOptions, useQuery } from 'shared-ui/query';
import { loadSchemas } from '../load-schemas';

/**
 * GET /api/careers/{slug}, one job. A job that does not exist is `null`, not an error:
 * a missing job is data, so the server's cache can carry it to the browser.
 */
export async function getJob(slug: string, apiBase = ''): Promise<JobDetail | null> {
  if (!isJobSlug(slug)) return null; // the API answers 404 for these too
  // The schema (and zod) loads beside the request, not with the page (see getJobs).
  const [{ jobDetailSchema }, body] = await Promise.all([loadSchemas(), getJobBody(slug, apiBase)]);
  return body === null ? null : jobDetailSchema.parse(body);
}

async function getJobBody(slug: string, apiBase: string): Promise<unknown> {
  try {
    return await request<unknown>(`${apiBase}/api/careers/${slug}`);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Careers data is fresh for 5 minutes, never retried, not refetched on focus. A load that failed is
 * shown as it failed, not tried again when a page mounts: the server's 503 page then says why, and
 * hydrates as the server rendered it.
 */
export const jobQueryOptions = (slug: string, apiBase = '') =>
  queryOptions({
    queryKey: ['careers', slug],
    queryFn: () => getJob(slug, apiBase),
    staleTime: CAREERS_STALE_MS,
    retry: false,
    retryOnMount: false,
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
  } catch (error) {
    // On the server this is the shell's log: the page answers 503, and this says why.
    console.error(`The job ${slug} could not be read for its page`, error);
    return { status: 503 };
  }
}
