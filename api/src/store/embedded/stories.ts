/** News stories on a nedb datastore: unique slugs and ids (../story-records). */
import type { StoryRecord } from 'contracts';
import type { StoryRepository } from '../stories';
import * as records from '../story-records';
import { type EmbeddedFiles, withoutInternals } from './datastores';
import { findPage } from './find-page';

export async function embeddedStories({ db, durably }: EmbeddedFiles): Promise<StoryRepository> {
  await db.stories.ensureIndexAsync({ fieldName: 'slug', unique: true });
  await db.stories.ensureIndexAsync({ fieldName: 'id', unique: true });
  const first = async (query: object, sort: Record<string, 1 | -1>) => {
    const [found] = await db.stories.findAsync(query).sort(sort).limit(1);
    return found && withoutInternals(found);
  };
  return {
    async create(story) {
      await durably('stories', () => db.stories.insertAsync({ ...story }));
    },
    count: () => db.stories.countAsync({}),
    findBySlug: async (slug) => {
      const found = await db.stories.findOneAsync({ slug });
      return found ? withoutInternals(found) : undefined;
    },
    published: (filter, request) =>
      findPage(db.stories, records.publishedQuery(filter), records.STORIES_NEWEST_FIRST, request, withoutInternals<StoryRecord>),
    neighbours: async (story, at) => ({
      older: await first(records.olderQuery(story, at), records.STORIES_NEWEST_FIRST),
      newer: await first(records.newerQuery(story, at), records.STORIES_OLDEST_FIRST),
    }),
  };
}
