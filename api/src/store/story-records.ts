/** The stories' queries and sorts, the same for nedb and MongoDB. */
import type { StoryRecord } from 'contracts';
import type { PublishedStoryFilter, StaffStoryFilter, StoryExpectation } from './stories';

export const STORIES_COLLECTION = 'stories';
/** Newest first; ties broken by slug, so pages never overlap or skip. */
export const STORIES_NEWEST_FIRST = { publishedAt: -1, slug: 1 } as const;
export const STORIES_OLDEST_FIRST = { publishedAt: 1, slug: -1 } as const;
/** Staff's list: the latest change first; ties broken by id. */
export const STORIES_LATEST_CHANGED = { updatedAt: -1, id: 1 } as const;

/** Published, its time come (ISO instants in UTC compare as strings), optionally of one category. */
export function publishedQuery({ at, category }: PublishedStoryFilter): object {
  return { state: 'published', publishedAt: { $lte: at.toISOString() }, ...(category ? { category } : {}) };
}

/** The stories of a state as staff see it at `at`: `scheduled` and `published` are both stored as published. */
export function staffQuery({ at, state }: StaffStoryFilter): object {
  const now = at.toISOString();
  if (state === 'scheduled') return { state: 'published', publishedAt: { $gt: now } };
  if (state === 'published') return { state: 'published', publishedAt: { $lte: now } };
  return state ? { state } : {};
}

/** The story `id` while `expected` holds (same syntax in MongoDB and nedb). */
export function storyExpectationQuery(id: string, { updatedAt, notPublishedBy }: StoryExpectation): object {
  return {
    id,
    ...(updatedAt ? { updatedAt } : {}),
    ...(notPublishedBy
      ? { $or: [{ firstPublishedAt: { $exists: false } }, { firstPublishedAt: { $gt: notPublishedBy.toISOString() } }] }
      : {}),
  };
}

/** Stories from before staff wrote them (the first seed): created when published, and public since if published. */
export const LEGACY_STORIES_QUERY = { createdAt: { $exists: false } } as const;
export function legacyStoryUpdate(story: Pick<StoryRecord, 'state' | 'publishedAt'>) {
  return { $set: { createdAt: story.publishedAt, ...(story.state === 'draft' ? {} : { firstPublishedAt: story.publishedAt }) } };
}

/** The shown stories after `story` in the newest-first order (older), or before it (newer). */
export function olderQuery(story: StoryRecord, at: Date): object {
  return {
    ...publishedQuery({ at }),
    $or: [{ publishedAt: { $lt: story.publishedAt } }, { publishedAt: story.publishedAt, slug: { $gt: story.slug } }],
  };
}
export function newerQuery(story: StoryRecord, at: Date): object {
  return {
    ...publishedQuery({ at }),
    $or: [
      { publishedAt: { $gt: story.publishedAt, $lte: at.toISOString() } },
      { publishedAt: story.publishedAt, slug: { $lt: story.slug } },
    ],
  };
}
