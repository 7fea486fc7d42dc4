import { type StaffStory, type StoryStateChange, staffStorySchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { invalidateLists } from '../../../lib/queries';
import { staffStoryQueryOptions } from './get-story';

/** POST /api/staff/stories/:id/state: publish now, schedule, back to draft, or archive. */
export function changeStoryState(id: string, change: StoryStateChange) {
  return staffSend('POST', `/stories/${encodeURIComponent(id)}/state`, change, staffStorySchema);
}

/** The new state shows at once; a refusal (a language not whole, a time past) puts the old one back. */
export function useChangeStoryState(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = staffStoryQueryOptions(id);
  return useMutation({
    mutationFn: (change: StoryStateChange) => changeStoryState(id, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<StaffStory>(queryKey);
      if (before) {
        const publishedAt = change.state === 'scheduled' ? change.publishAt : before.publishedAt;
        queryClient.setQueryData(queryKey, { ...before, state: change.state, publishedAt });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (story) => queryClient.setQueryData(queryKey, story),
    onSettled: () => invalidateLists(queryClient, 'stories'),
  });
}
