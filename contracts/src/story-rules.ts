/**
 * The news stories' constants, without zod: the categories, the pictures, the page size, the
 * feeds' paths. The schemas are in stories.ts.
 */

/** The categories a story is filed under, as their addresses name them (`/news?category=awards`). */
export const STORY_CATEGORIES = ['company-news', 'product-launch', 'partnership', 'client-success', 'awards', 'events'] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];

/** A story's picture: artwork drawn in CSS (the site ships no photos and loads nothing external). */
export const STORY_PICTURES = ['skyline', 'vault', 'campus', 'portal', 'trophy', 'stage'] as const;
export type StoryPicture = (typeof STORY_PICTURES)[number];

/**
 * Where a story is in its life, as the store keeps it; the public reads only `published` stories
 * whose time has come (before then staff see it as scheduled).
 */
export const STORY_STATES = ['draft', 'published', 'archived'] as const;
export type StoryState = (typeof STORY_STATES)[number];

/** Stories per page of /news: the first one featured, the rest in the grid of five. */
export const STORIES_PAGE_SIZE = 6;
/** Stories of the same category a story's page suggests. */
export const RELATED_STORIES = 3;

/** A slug: lower-case words joined by hyphens, never a dot, so `/news/feed.xml` is never a story. */
export const STORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const STORY_SLUG_MAX = 120;

export const STORY_NOT_FOUND_MESSAGE = 'Story not found';
/** GET /api/stories/:slug of an archived story: 410, so search engines drop it and readers are told why. */
export const STORY_ARCHIVED_MESSAGE = 'This story has been archived';

/** An uploaded photo: checked by its bytes, not its name; its id is the SHA-256 of its bytes (hex). */
export const STORY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type StoryPhotoType = (typeof STORY_PHOTO_TYPES)[number];
export const STORY_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const STORY_PHOTO_ID_PATTERN = /^[a-f0-9]{64}$/;
/** The one file part of POST /api/staff/stories/photos. */
export const STORY_PHOTO_FIELD = 'photo';
/** What a refused upload says, on the `photo` field. */
export const STORY_PHOTO_MESSAGES = {
  required: 'Choose a photo to upload',
  invalidType: 'The photo must be a JPEG, PNG or WebP image',
  tooLarge: `The photo must be ${STORY_PHOTO_MAX_BYTES / (1024 * 1024)} MB or smaller`,
} as const;
/** Where a photo is served, never changing for its id (so cached for a year, immutable). */
export const storyPhotoUrl = (id: string) => `/api/stories/photos/${id}`;

/**
 * The stories' feeds at the site's paths, in each language under its prefix (`/ar/news/feed.xml`);
 * the shell passes each to the API's path (`apiPath`) with the language as `?lang=`.
 */
export const STORY_FEEDS = {
  rss: { path: '/news/feed.xml', apiPath: '/api/stories/feed.xml', type: 'application/rss+xml' },
  atom: { path: '/news/feed.atom', apiPath: '/api/stories/feed.atom', type: 'application/atom+xml' },
} as const;
export type StoryFeedFormat = keyof typeof STORY_FEEDS;

/** A story's page in the site, without the language prefix. */
export const storyPath = (slug: string) => `/news/${slug}`;
