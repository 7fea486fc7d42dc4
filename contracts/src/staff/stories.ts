/**
 * News stories as the marketing team (and admins) write them in the console: both languages side
 * by side, a state, a publish time, an artwork or an uploaded photo. The public reads are in
 * `../stories.ts`; a change here shows on the site at once, without a release.
 */

import { z } from 'zod';
import { storyCategorySchema, storyRecordSchema } from '../stories';
import { STORY_PHOTO_ID_PATTERN, STORY_PHOTO_TYPES, STORY_PICTURES, STORY_SLUG_MAX, STORY_SLUG_PATTERN } from '../story-rules';
import { datetime, pageFields } from './fields';
import { pageSchema } from './lists';

/**
 * Where a story stands as staff see it. The store keeps `draft`, `published` or `archived` and a
 * publish time; a published story whose time has not come is `scheduled` (`storyStateAt`).
 */
export const STAFF_STORY_STATES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type StaffStoryState = (typeof STAFF_STORY_STATES)[number];

/** A story as the console lists and edits it. */
export const staffStorySchema = storyRecordSchema.extend({
  state: z.enum(STAFF_STORY_STATES),
  createdAt: datetime,
  /**
   * When it first showed on the site (absent while it never has): from then on its address is
   * fixed, and publishing it again keeps this date.
   */
  firstPublishedAt: datetime.optional(),
  /** The e-mail of the account that last changed it. */
  updatedBy: z.string().optional(),
});
export type StaffStory = z.infer<typeof staffStorySchema>;
export const staffStoryPageSchema = pageSchema(staffStorySchema);

/** GET /api/staff/stories: newest change first, optionally of one state. */
export const staffStoryQuerySchema = z.strictObject({
  state: z.enum(STAFF_STORY_STATES, 'Unknown state').optional(),
  ...pageFields,
});
export type StaffStoryQuery = z.infer<typeof staffStoryQuerySchema>;

const text = (label: string, min: number, max: number) =>
  z
    .string(`${label} must be at least ${min} characters`)
    .trim()
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} cannot exceed ${max} characters`);

/** A story's words in one language as the editor sends them; the body is its paragraphs. */
export const storyTextInputSchema = z.strictObject({
  title: text('Title', 3, 160),
  summary: text('Summary', 20, 400),
  author: text('Author', 2, 80),
  body: z
    .array(text('A paragraph', 1, 4_000), 'The story: a list of paragraphs')
    .min(1, 'Write at least one paragraph')
    .max(60, 'At most 60 paragraphs'),
  /** Says what the photo shows; required when the story has a photo. */
  photoAlt: z.string().trim().max(300, 'The description cannot exceed 300 characters').optional(),
});
export type StoryTextInput = z.input<typeof storyTextInputSchema>;

/**
 * POST /api/staff/stories and PUT /api/staff/stories/:id: the content, never the state. An empty
 * slug is made from the English title; once the story has been published its slug can no
 * longer change (409). `photo` is an id POST /api/staff/stories/photos returned; without one the
 * story shows its artwork.
 */
export const storyInputSchema = z
  .strictObject({
    slug: z
      .string()
      .trim()
      .max(STORY_SLUG_MAX, `The address cannot exceed ${STORY_SLUG_MAX} characters`)
      .refine((slug) => slug === '' || STORY_SLUG_PATTERN.test(slug), 'Use lower-case letters, digits and single hyphens')
      .default(''),
    category: storyCategorySchema,
    picture: z.enum(STORY_PICTURES, 'Choose an artwork'),
    photo: z
      .string()
      .regex(STORY_PHOTO_ID_PATTERN, 'Upload the photo again')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    text: z.strictObject({ en: storyTextInputSchema, ar: storyTextInputSchema }),
  })
  .refine((story) => !story.photo || story.text.en.photoAlt, {
    path: ['text', 'en', 'photoAlt'],
    message: 'Say what the photo shows',
  })
  .refine((story) => !story.photo || story.text.ar.photoAlt, {
    path: ['text', 'ar', 'photoAlt'],
    message: 'Say what the photo shows',
  });
export type StoryInput = z.input<typeof storyInputSchema>;
export type StoryContent = z.output<typeof storyInputSchema>;

/**
 * POST /api/staff/stories/:id/state: publish now, schedule (`publishAt` in the future), return to
 * draft, or archive. A story needs both languages whole to leave draft; an archived story leaves
 * the site, its page says so (410), and can be published again.
 */
export const storyStateChangeSchema = z.discriminatedUnion(
  'state',
  [
    z.strictObject({ state: z.literal('draft') }),
    z.strictObject({ state: z.literal('published') }),
    z.strictObject({ state: z.literal('scheduled'), publishAt: datetime }),
    z.strictObject({ state: z.literal('archived') }),
  ],
  'Choose draft, scheduled, published or archived',
);
export type StoryStateChange = z.infer<typeof storyStateChangeSchema>;

/** POST /api/staff/stories/photos (multipart, one file `photo`): the stored photo's id and address. */
export const storyPhotoUploadSchema = z.object({
  id: z.string().regex(STORY_PHOTO_ID_PATTERN),
  url: z.string(),
  type: z.enum(STORY_PHOTO_TYPES),
  bytes: z.number().int().positive(),
});
export type StoryPhotoUpload = z.infer<typeof storyPhotoUploadSchema>;
