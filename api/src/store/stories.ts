/**
 * News stories: both languages in one record, with a state and a publish time. The port's part
 * here; `story-records.ts` holds the queries both adapters make. The public reads (`published`)
 * see only published stories whose publish time has come; staff's reads will see every state.
 */
import type { StoryCategory, StoryRecord } from 'contracts';
import type { Page, PageRequest } from './paging';

export interface PublishedStoryFilter {
  /** The instant the reader asks at: a story published later is not shown yet. */
  at: Date;
  category?: StoryCategory;
}

export interface StoryRepository {
  /** Adds a story; a DuplicateKeyError when its slug or id is taken. */
  create(story: StoryRecord): Promise<void>;
  count(): Promise<number>;
  /** Any story of that slug, whatever its state. */
  findBySlug(slug: string): Promise<StoryRecord | undefined>;
  /** The stories shown at `at`, newest first (publish time, then slug), optionally of one category. */
  published(filter: PublishedStoryFilter, request: PageRequest): Promise<Page<StoryRecord>>;
  /** The shown stories just older and just newer than `story` in that order, when there are. */
  neighbours(story: StoryRecord, at: Date): Promise<{ older?: StoryRecord; newer?: StoryRecord }>;
}
