import { type jobQuerySchema, staffJobPageSchema } from 'contracts/staff';
import { useQuery } from 'shared-ui/query';
import type { z } from 'zod';
import { listQueryOptions } from '../../../lib/queries';

export type JobQuery = z.output<typeof jobQuerySchema>;

/** GET /api/staff/jobs: drafts, published and closed jobs, most recently created first. */
export const staffJobsQueryOptions = (query: JobQuery) => listQueryOptions('jobs', query, staffJobPageSchema);

export function useStaffJobs(query: JobQuery) {
  return useQuery(staffJobsQueryOptions(query));
}
