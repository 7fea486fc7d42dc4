/**
 * The news stories' public API: GET /api/stories (a page of the published stories, optionally of
 * one category) and GET /api/stories/:slug (one story with its neighbours and related stories),
 * each in the language asked (`?lang=`). Stories are data: the API's store holds them in both
 * languages.
 */
import { z } from 'zod';
import { localeSchema } from './locales';
import { STORY_CATEGORIES, STORY_PICTURES, STORY_SLUG_MAX, STORY_SLUG_PATTERN, STORY_STATES } from './story-rules';

export * from './story-rules';

export const storySlugSchema = z.string().max(STORY_SLUG_MAX).regex(STORY_SLUG_PATTERN, 'Unknown story');
export const storyCategorySchema = z.enum(STORY_CATEGORIES, 'Unknown category');

/** A story's words in one language; the body is its paragraphs. */
export const storyTextSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  author: z.string().min(1),
  body: z.array(z.string().min(1)).min(1),
  /** What the photo shows, when the story has one. */
  photoAlt: z.string().optional(),
});
export type StoryText = z.infer<typeof storyTextSchema>;

/** A story as the store keeps it: both languages, its state and when it is (or was) published. */
export const storyRecordSchema = z.object({
  id: z.string(),
  slug: z.string().regex(STORY_SLUG_PATTERN),
  category: storyCategorySchema,
  picture: z.enum(STORY_PICTURES),
  /** An uploaded photo's id (STORY_PHOTO_ID_PATTERN), shown in place of the artwork. */
  photo: z.string().optional(),
  state: z.enum(STORY_STATES),
  /** When it shows on the site: a published story before then is scheduled in effect. */
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  text: z.object({ en: storyTextSchema, ar: storyTextSchema }),
});
export type StoryRecord = z.infer<typeof storyRecordSchema>;

/** A story in one language, as a card shows it. */
export const storySummarySchema = z.object({
  slug: z.string(),
  category: storyCategorySchema,
  picture: z.enum(STORY_PICTURES),
  /** An uploaded photo in place of the artwork: its address (`storyPhotoUrl`) and what it shows. */
  photo: z.object({ url: z.string(), alt: z.string() }).optional(),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;

/** GET /api/stories/:slug: the story whole, the stories published just before and after it, and related ones. */
export const storyDetailSchema = storySummarySchema.extend({
  body: z.array(z.string()),
  /** The next older story, and the next newer one. */
  previous: storySummarySchema.optional(),
  next: storySummarySchema.optional(),
  related: z.array(storySummarySchema),
});
export type StoryDetail = z.infer<typeof storyDetailSchema>;

export const storyListQuerySchema = z.object({
  lang: localeSchema.default('en'),
  category: storyCategorySchema.optional(),
  page: z.coerce.number('Page must be a whole number').int().min(1).max(10_000).default(1),
});
export type StoryListQuery = z.input<typeof storyListQuerySchema>;

export const storyListSchema = z.object({
  items: z.array(storySummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type StoryList = z.infer<typeof storyListSchema>;
