import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type jobQuerySchema, staffJobPageSchema } from 'contracts/staff';
import type { z } from 'zod';
import { queryString, staffGet } from '../../../lib/api';
import { STAFF_LIST_STALE_MS } from '../../../lib/queries';

export type JobQuery = z.output<typeof jobQuerySchema>;

/** GET /api/staff/jobs: drafts, published and closed jobs, most recently created first. */
export function getStaffJobs(query: JobQuery) {
  return staffGet(`/jobs${queryString(query)}`, staffJobPageSchema);
}

export const staffJobsQueryOptions = (query: JobQuery) =>
  queryOptions({
    queryKey: ['staff', 'jobs', query],
    queryFn: () => getStaffJobs(query),
    staleTime: STAFF_LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useStaffJobs(query: JobQuery) {
  return useQuery(staffJobsQueryOptions(query));
}
