import { useQuery } from '@tanstack/react-query';
import { type jobQuerySchema, staffJobPageSchema } from 'contracts/staff';
import type { z } from 'zod';
import { listQueryOptions } from '../../../lib/queries';

export type JobQuery = z.output<typeof jobQuerySchema>;

/** GET /api/staff/jobs: drafts, published and closed jobs, most recently created first. */
export const staffJobsQueryOptions = (query: JobQuery) => listQueryOptions('jobs', query, staffJobPageSchema);

export function useStaffJobs(query: JobQuery) {
  return useQuery(staffJobsQueryOptions(query));
}
