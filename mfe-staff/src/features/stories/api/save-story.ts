import { type StoryContent, staffStorySchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { invalidateLists } from '../../../lib/queries';
import { staffStoryQueryOptions } from './get-story';

/** POST /api/staff/stories (a new draft) or PUT /api/staff/stories/:id (its whole content). */
export function saveStory(id: string | undefined, content: StoryContent) {
  return id
    ? staffSend('PUT', `/stories/${encodeURIComponent(id)}`, content, staffStorySchema)
    : staffSend('POST', '/stories', content, staffStorySchema);
}

export function useSaveStory(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: StoryContent) => saveStory(id, content),
    onSuccess: (story) => {
      queryClient.setQueryData(staffStoryQueryOptions(story.id).queryKey, story);
      return invalidateLists(queryClient, 'stories');
    },
  });
}
