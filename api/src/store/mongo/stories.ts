/** News stories on MongoDB: unique slugs and ids, each change one conditional find-and-update; the mirror of the embedded one (../story-records). */
import type { Db } from 'mongodb';
import { changesUpdate } from '../documents';
import type { StoredStory, StoryRepository } from '../stories';
import * as records from '../story-records';
import { asFilter, createIndexes, findPage, type IndexSpec, refuseDuplicates, WITHOUT_INTERNALS } from './collections';

export const STORY_INDEXES: Record<typeof records.STORIES_COLLECTION, IndexSpec[]> = {
  stories: [
    { key: { slug: 1 }, options: { unique: true } },
    { key: { id: 1 }, options: { unique: true } },
    // Serves both sorts: the oldest-first one is its exact reverse.
    { key: records.STORIES_NEWEST_FIRST },
    { key: records.STORIES_LATEST_CHANGED },
  ],
};

export async function mongoStories(db: Db): Promise<StoryRepository> {
  await createIndexes(db, STORY_INDEXES);
  const stories = db.collection<StoredStory>(records.STORIES_COLLECTION);
  for (const story of await stories.find(records.LEGACY_STORIES_QUERY).toArray()) {
    await stories.updateOne({ _id: story._id }, records.legacyStoryUpdate(story));
  }

  const storyOrUndefined = (story: unknown) => (story as StoredStory | null) ?? undefined;
  const first = async (query: object, sort: Record<string, 1 | -1>) =>
    storyOrUndefined(await stories.findOne(asFilter(query), { ...WITHOUT_INTERNALS, sort }));
  const read = (story: unknown) => story as StoredStory;
  return {
    async create(story) {
      await refuseDuplicates(() => stories.insertOne({ ...story }));
    },
    count: () => stories.countDocuments(),
    findBySlug: async (slug) => storyOrUndefined(await stories.findOne({ slug }, WITHOUT_INTERNALS)),
    findById: async (id) => storyOrUndefined(await stories.findOne({ id }, WITHOUT_INTERNALS)),
    published: (filter, request) =>
      findPage(stories, records.publishedQuery(filter), records.STORIES_NEWEST_FIRST, request, read, WITHOUT_INTERNALS),
    neighbours: async (story, at) => ({
      older: await first(records.olderQuery(story, at), records.STORIES_NEWEST_FIRST),
      newer: await first(records.newerQuery(story, at), records.STORIES_OLDEST_FIRST),
    }),
    page: (filter, request) =>
      findPage(stories, records.staffQuery(filter), records.STORIES_LATEST_CHANGED, request, read, WITHOUT_INTERNALS),
    update: async (id, expected, changes) =>
      storyOrUndefined(
        await refuseDuplicates(() =>
          stories.findOneAndUpdate(asFilter(records.storyExpectationQuery(id, expected)), changesUpdate(changes), {
            returnDocument: 'after',
            ...WITHOUT_INTERNALS,
          }),
        ),
      ),
  };
}
