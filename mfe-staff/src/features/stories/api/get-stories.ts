import { type StaffStoryQuery, staffStoryPageSchema } from 'contracts/staff';
import { useQuery } from 'shared-ui/query';
import { listQueryOptions } from '../../../lib/queries';

/** GET /api/staff/stories: every story in every state, the latest change first. */
export const staffStoriesQueryOptions = (query: StaffStoryQuery) => listQueryOptions('stories', query, staffStoryPageSchema);

export function useStaffStories(query: StaffStoryQuery) {
  return useQuery(staffStoriesQueryOptions(query));
}
