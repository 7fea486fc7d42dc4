import { applicationPageSchema } from 'contracts/staff';
import { STAFF_PAGE_SIZE_MAX } from 'contracts/staff-rules';
import { queryOptions, useQuery } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { STAFF_LIST_STALE_MS } from '../../../lib/queries';

/** A board shows every card of a job: at most this many pages of the largest size are read. */
export const PIPELINE_PAGES_MAX = 10;

export type ApplicationCard = Awaited<ReturnType<typeof getJobApplications>>['items'][number];

/** POST /api/staff/applications/search `{ job }`: every application to one job, page after page (oldest first). */
export async function getJobApplications(slug: string) {
  const items = [];
  for (let page = 1; page <= PIPELINE_PAGES_MAX; page++) {
    const query = { job: slug, sort: 'oldest', page, pageSize: STAFF_PAGE_SIZE_MAX };
    const answer = await staffSend('POST', '/applications/search', query, applicationPageSchema);
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return { items, total: answer.total };
  }
  return { items, total: items.length };
}

export const jobApplicationsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['staff', 'applications', { job: slug }],
    queryFn: () => getJobApplications(slug),
    staleTime: STAFF_LIST_STALE_MS,
  });

export function useJobApplications(slug: string | undefined) {
  return useQuery({ ...jobApplicationsQueryOptions(slug ?? ''), enabled: slug !== undefined });
}
