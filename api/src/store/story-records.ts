/** The stories' queries and sorts, the same for nedb and MongoDB. */
import type { StoryRecord } from 'contracts';
import type { PublishedStoryFilter } from './stories';

export const STORIES_COLLECTION = 'stories';
/** Newest first; ties broken by slug, so pages never overlap or skip. */
export const STORIES_NEWEST_FIRST = { publishedAt: -1, slug: 1 } as const;
export const STORIES_OLDEST_FIRST = { publishedAt: 1, slug: -1 } as const;

/** Published, its time come (ISO instants in UTC compare as strings), optionally of one category. */
export function publishedQuery({ at, category }: PublishedStoryFilter): object {
  return { state: 'published', publishedAt: { $lte: at.toISOString() }, ...(category ? { category } : {}) };
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
