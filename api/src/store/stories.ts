/**
 * News stories: both languages in one record, with a state and a publish time. The port's part
 * here; `story-records.ts` holds the queries both adapters make. The public reads (`published`)
 * see only published stories whose publish time has come; staff's reads (`page`, `findById`) see
 * every state. Uploaded photos are kept apart, by the hash of their bytes (`StoryPhotoRepository`).
 */
import type { StoryCategory, StoryPhotoType, StoryRecord } from 'contracts';
import type { StaffStoryState } from 'contracts/staff';
import type { Page, PageRequest } from './paging';

/** A story as stored: what the public reads, and what staff need of it. */
export interface StoredStory extends StoryRecord {
  createdAt: string;
  /** When it first showed on the site; absent while it never has. */
  firstPublishedAt?: string;
  /** The e-mail of the account that last changed it. */
  updatedBy?: string;
}

export interface PublishedStoryFilter {
  /** The instant the reader asks at: a story published later is not shown yet. */
  at: Date;
  category?: StoryCategory;
}

/** Staff's list: of one state as staff see it at `at` (a published story not shown yet is scheduled). */
export interface StaffStoryFilter {
  at: Date;
  state?: StaffStoryState;
}

/** What must still hold for an update to be made (a compare-and-set). */
export interface StoryExpectation {
  /** The story is as it was read: nobody changed it meanwhile. */
  updatedAt?: string;
  /** It has not shown on the site by then (its address may still change). */
  notPublishedBy?: Date;
}

export interface StoryRepository {
  /** Adds a story; a DuplicateKeyError when its slug or id is taken. */
  create(story: StoredStory): Promise<void>;
  count(): Promise<number>;
  /** Any story of that slug, whatever its state. */
  findBySlug(slug: string): Promise<StoredStory | undefined>;
  findById(id: string): Promise<StoredStory | undefined>;
  /** The stories shown at `at`, newest first (publish time, then slug), optionally of one category. */
  published(filter: PublishedStoryFilter, request: PageRequest): Promise<Page<StoredStory>>;
  /** The shown stories just older and just newer than `story` in that order, when there are. */
  neighbours(story: StoryRecord, at: Date): Promise<{ older?: StoredStory; newer?: StoredStory }>;
  /** Staff's list: the latest changed first (then id), optionally of one state. */
  page(filter: StaffStoryFilter, request: PageRequest): Promise<Page<StoredStory>>;
  /**
   * Changes a story where `expected` still holds, in one atomic write (undefined fields are
   * removed); the story as changed, or undefined when it is missing or no longer as expected.
   * A DuplicateKeyError when the new slug is taken.
   */
  update(id: string, expected: StoryExpectation, changes: Partial<StoredStory>): Promise<StoredStory | undefined>;
}

/** An uploaded photo: its bytes, already checked, and the type they were found to be. */
export interface StoryPhoto {
  type: StoryPhotoType;
  bytes: Buffer;
}

/** Story photos by id: the SHA-256 of their bytes (hex), so the same photo is kept once. */
export interface StoryPhotoRepository {
  /** Keeps the photo under `id`; putting one already kept changes nothing. Durable on resolve. */
  put(id: string, photo: StoryPhoto): Promise<void>;
  get(id: string): Promise<StoryPhoto | undefined>;
  /** Whether a photo is kept under `id`, without reading it. */
  has(id: string): Promise<boolean>;
}
