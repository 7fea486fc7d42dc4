/** News stories on MongoDB: unique slugs and ids; the mirror of the embedded one (../story-records). */
import type { StoryRecord } from 'contracts';
import type { Db } from 'mongodb';
import type { StoryRepository } from '../stories';
import * as records from '../story-records';
import { asFilter, createIndexes, findPage, type IndexSpec, refuseDuplicates, WITHOUT_INTERNALS } from './collections';

export const STORY_INDEXES: Record<typeof records.STORIES_COLLECTION, IndexSpec[]> = {
  stories: [
    { key: { slug: 1 }, options: { unique: true } },
    { key: { id: 1 }, options: { unique: true } },
    // Serves both sorts: the oldest-first one is its exact reverse.
    { key: records.STORIES_NEWEST_FIRST },
  ],
};

export async function mongoStories(db: Db): Promise<StoryRepository> {
  await createIndexes(db, STORY_INDEXES);
  const stories = db.collection<StoryRecord>(records.STORIES_COLLECTION);
  const first = async (query: object, sort: Record<string, 1 | -1>) =>
    ((await stories.findOne(asFilter(query), { ...WITHOUT_INTERNALS, sort })) as StoryRecord | null) ?? undefined;
  return {
    async create(story) {
      await refuseDuplicates(() => stories.insertOne({ ...story }));
    },
    count: () => stories.countDocuments(),
    findBySlug: async (slug) => ((await stories.findOne({ slug }, WITHOUT_INTERNALS)) as StoryRecord | null) ?? undefined,
    published: (filter, request) =>
      findPage(
        stories,
        records.publishedQuery(filter),
        records.STORIES_NEWEST_FIRST,
        request,
        (story) => story as StoryRecord,
        WITHOUT_INTERNALS,
      ),
    neighbours: async (story, at) => ({
      older: await first(records.olderQuery(story, at), records.STORIES_NEWEST_FIRST),
      newer: await first(records.newerQuery(story, at), records.STORIES_OLDEST_FIRST),
    }),
  };
}
