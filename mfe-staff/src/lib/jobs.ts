import { staffJobSchema } from 'contracts/staff';
import { queryOptions, useQuery } from 'shared-ui/query';
import { staffGet } from './api';

/** GET /api/staff/jobs/:id: a job as staff see it (drafts too), for its editor and its pipeline. */
export function getStaffJob(id: string) {
  return staffGet(`/jobs/${encodeURIComponent(id)}`, staffJobSchema);
}

export const staffJobQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['staff', 'jobs', id], queryFn: () => getStaffJob(id), staleTime: 0 });

export function useStaffJob(id: string) {
  return useQuery(staffJobQueryOptions(id));
}
