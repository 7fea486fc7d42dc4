import { staffStorySchema } from 'contracts/staff';
import { queryOptions, useQuery } from 'shared-ui/query';
import { staffGet } from '../../../lib/api';

/** GET /api/staff/stories/:id: a story as staff see it, both languages and its state. */
export function getStaffStory(id: string) {
  return staffGet(`/stories/${encodeURIComponent(id)}`, staffStorySchema);
}

export const staffStoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['staff', 'stories', id], queryFn: () => getStaffStory(id), staleTime: 0 });

export function useStaffStory(id: string) {
  return useQuery(staffStoryQueryOptions(id));
}
