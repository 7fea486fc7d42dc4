import { storyPhotoUploadSchema } from 'contracts/staff';
import { STORY_PHOTO_MAX_BYTES, STORY_PHOTO_TYPES } from 'contracts/story-rules';
import { request } from 'shared-ui';
import { useMutation } from 'shared-ui/query';
import { STAFF_API } from '../../../lib/api';

/** What is wrong with a file as a story's photo before it is sent (the API checks its bytes again); none when it may go. */
export function photoFileProblem(file: File): string | undefined {
  if (!(STORY_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image';
  if (file.size > STORY_PHOTO_MAX_BYTES) return `The photo cannot exceed ${STORY_PHOTO_MAX_BYTES / (1024 * 1024)} MB`;
  if (file.size === 0) return 'This file is empty';
  return undefined;
}

/** POST /api/staff/stories/photos (multipart, the file as `photo`): the stored photo's id and address. */
export async function uploadStoryPhoto(file: File) {
  const body = new FormData();
  body.append('photo', file);
  return storyPhotoUploadSchema.parse(await request<unknown>(`${STAFF_API}/stories/photos`, { method: 'POST', body }));
}

export function useUploadStoryPhoto() {
  return useMutation({ mutationFn: uploadStoryPhoto });
}
