/** What the story routes share: their config, the audit target, the story as staff see it. */
import { STORY_NOT_FOUND_MESSAGE } from 'contracts';
import type { StaffStory } from 'contracts/staff';
import { notFound } from '../../../http-errors';
import { storyStateAt } from '../../../rules/story-state';
import type { StoredStory } from '../../../store/stories';
import type { ZodApp } from '../../zod-app';

export const storyRouteConfig = { staff: 'stories', notFoundMessage: STORY_NOT_FOUND_MESSAGE } as const;
export const storyTarget = (id: string) => ({ type: 'story', id }) as const;

/** A story as staff see it at `now`: scheduled while published with its time to come. */
export const staffStory = (story: StoredStory, now: Date): StaffStory => ({ ...story, state: storyStateAt(story, now) });

export async function findStory(app: ZodApp, id: string): Promise<StoredStory> {
  const story = await app.store.stories.findById(id);
  if (!story) throw notFound(STORY_NOT_FOUND_MESSAGE);
  return story;
}
