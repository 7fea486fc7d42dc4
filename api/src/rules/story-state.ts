/**
 * Where a story stands at an instant, as staff see it. The store keeps draft, published or
 * archived and a publish time; a published story whose time has not come is scheduled.
 */
import type { StaffStoryState } from 'contracts/staff';
import type { StoredStory } from '../store/stories';

export function storyStateAt(story: Pick<StoredStory, 'state' | 'publishedAt'>, now: Date): StaffStoryState {
  if (story.state === 'published' && Date.parse(story.publishedAt) > now.getTime()) return 'scheduled';
  return story.state;
}

/** Whether the story has shown on the site by `now`: from then on its address is fixed. */
export function hasBeenPublished(story: Pick<StoredStory, 'firstPublishedAt'>, now: Date): boolean {
  return story.firstPublishedAt !== undefined && Date.parse(story.firstPublishedAt) <= now.getTime();
}
