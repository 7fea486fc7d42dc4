/** News stories on a nedb datastore: unique slugs and ids, each change one conditional update (../story-records). */
import { changesUpdate } from '../documents';
import type { StoredStory, StoryRepository } from '../stories';
import * as records from '../story-records';
import { type EmbeddedFiles, withoutInternals } from './datastores';
import { findPage } from './find-page';

export async function embeddedStories({ db, durably, updateOne }: EmbeddedFiles): Promise<StoryRepository> {
  await db.stories.ensureIndexAsync({ fieldName: 'slug', unique: true });
  await db.stories.ensureIndexAsync({ fieldName: 'id', unique: true });
  for (const story of (await db.stories.findAsync(records.LEGACY_STORIES_QUERY)) as (StoredStory & { _id: string })[]) {
    await durably('stories', () => db.stories.updateAsync({ _id: story._id }, records.legacyStoryUpdate(story)));
  }

  const storyOrUndefined = (story: StoredStory | null | undefined) => (story ? withoutInternals(story) : undefined);
  const first = async (query: object, sort: Record<string, 1 | -1>) => {
    const [found] = await db.stories.findAsync(query).sort(sort).limit(1);
    return storyOrUndefined(found);
  };
  return {
    async create(story) {
      await durably('stories', () => db.stories.insertAsync({ ...story }));
    },
    count: () => db.stories.countAsync({}),
    findBySlug: async (slug) => storyOrUndefined(await db.stories.findOneAsync({ slug })),
    findById: async (id) => storyOrUndefined(await db.stories.findOneAsync({ id })),
    published: (filter, request) =>
      findPage(db.stories, records.publishedQuery(filter), records.STORIES_NEWEST_FIRST, request, withoutInternals<StoredStory>),
    neighbours: async (story, at) => ({
      older: await first(records.olderQuery(story, at), records.STORIES_NEWEST_FIRST),
      newer: await first(records.newerQuery(story, at), records.STORIES_OLDEST_FIRST),
    }),
    page: (filter, request) =>
      findPage(db.stories, records.staffQuery(filter), records.STORIES_LATEST_CHANGED, request, withoutInternals<StoredStory>),
    update: async (id, expected, changes) =>
      storyOrUndefined(
        await updateOne<StoredStory>('stories', records.storyExpectationQuery(id, expected), changesUpdate(changes)),
      ),
  };
}
