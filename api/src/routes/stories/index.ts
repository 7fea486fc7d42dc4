/**
 * GET /api/stories (a page of the published stories, optionally of one category), GET
 * /api/stories/:slug (one, with the stories just older and newer and related ones of its
 * category) and the feeds /api/stories/feed.xml and feed.atom, each in the language `?lang=`
 * asks; GET /api/stories/photos/:id, the stories' photos. The public sees a story only once it
 * is published and its publish time has come. A story archived after it was on the site is a
 * 410 (its address existed and is gone on purpose); a draft, a story scheduled and a slug that
 * does not exist are a 404.
 */
import { createHash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import {
  errorBodySchema,
  type Locale,
  RELATED_STORIES,
  STORIES_PAGE_SIZE,
  STORY_ARCHIVED_MESSAGE,
  STORY_FEEDS,
  STORY_NOT_FOUND_MESSAGE,
  STORY_PHOTO_ID_PATTERN,
  type StoryFeedFormat,
  type StoryRecord,
  type StorySummary,
  storyDetailSchema,
  storyListQuerySchema,
  storyListSchema,
  storyPhotoUrl,
  storySlugSchema,
} from 'contracts';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from 'contracts/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildStoryFeed } from '../../feeds/story-feed';
import { hasBeenPublished, storyStateAt } from '../../rules/story-state';
import { FEED_CACHE_CONTROL } from '../careers/feeds';
import type { ZodApp } from '../zod-app';

/** As a page: browsers ask again each time (an ETag makes it a 304), a shared cache may keep it a second, so a change shows at once. */
const CACHEABLE = FEED_CACHE_CONTROL;
export const STORY_PHOTO_NOT_FOUND_MESSAGE = 'Photo not found';
/** The stories a feed carries: the newest ones. */
export const STORY_FEED_SIZE = 20;

const langQuery = z.object({
  lang: z.enum(SUPPORTED_LOCALES, `Language must be one of: ${SUPPORTED_LOCALES.join(', ')}`).default(DEFAULT_LOCALE),
});

/** A photo's answer never changes for its id (the hash of its bytes): any cache may keep it a year. */
export const STORY_PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A story in one language, as a card shows it: its photo, when it has one, with what it shows. */
export function storySummary(story: StoryRecord, locale: Locale): StorySummary {
  const { body: _body, photoAlt, ...text } = story.text[locale];
  const { slug, category, picture, publishedAt, updatedAt } = story;
  const photo = story.photo ? { url: storyPhotoUrl(story.photo), alt: photoAlt ?? '' } : undefined;
  return { slug, category, picture, ...(photo && { photo }), publishedAt, updatedAt, ...text };
}

/** Related to a story: those of its category first, then the newest others; never itself, each once. */
export function relatedStories(story: StoryRecord, candidates: readonly StoryRecord[]): StoryRecord[] {
  const bySlug = new Map(candidates.filter((other) => other.slug !== story.slug).map((other) => [other.slug, other]));
  return [...bySlug.values()].slice(0, RELATED_STORIES);
}

export interface StoryRoutesOptions {
  clock: () => Date;
}

const storyRoutes: FastifyPluginAsyncZod<StoryRoutesOptions> = async (app, { clock }) => {
  await app.register(fastifyEtag, { hashFn: (payload) => createHash('sha256').update(payload).digest('base64url').slice(0, 32) });
  const stories = app.store.stories;

  app.get('/', { schema: { querystring: storyListQuerySchema, response: { 200: storyListSchema } } }, async (request, reply) => {
    const { lang, category, page } = request.query;
    const found = await stories.published({ at: clock(), category }, { page, pageSize: STORIES_PAGE_SIZE });
    reply.header('cache-control', CACHEABLE);
    return {
      items: found.items.map((story) => storySummary(story, lang)),
      total: found.total,
      page,
      pageSize: STORIES_PAGE_SIZE,
    };
  });

  // The feeds: a slug has no dot, so `feed.xml` is never a story.
  const feedRoute = (format: StoryFeedFormat, url: string) =>
    app.get(
      url,
      { schema: { description: `The stories as ${format === 'rss' ? 'RSS 2.0' : 'Atom 1.0'}.`, querystring: langQuery } },
      async (request, reply) => {
        const { items } = await stories.published({ at: clock() }, { page: 1, pageSize: STORY_FEED_SIZE });
        const body = buildStoryFeed(
          items.map((story) => storySummary(story, request.query.lang)),
          request.query.lang,
          format,
        );
        return reply.type(`${STORY_FEEDS[format].type}; charset=utf-8`).header('cache-control', FEED_CACHE_CONTROL).send(body);
      },
    );
  feedRoute('rss', '/feed.xml');
  feedRoute('atom', '/feed.atom');
  photoRoute(app);

  app.get(
    '/:slug',
    {
      schema: {
        params: z.object({ slug: storySlugSchema }),
        querystring: langQuery,
        response: { 200: storyDetailSchema, 404: errorBodySchema, 410: errorBodySchema },
      },
      config: { notFoundMessage: STORY_NOT_FOUND_MESSAGE },
    },
    async (request, reply) => {
      const at = clock();
      const { lang } = request.query;
      const story = await stories.findBySlug(request.params.slug);
      if (story?.state === 'archived' && hasBeenPublished(story, at)) {
        return reply.code(410).header('cache-control', CACHEABLE).send({ message: STORY_ARCHIVED_MESSAGE });
      }
      if (!story || storyStateAt(story, at) !== 'published') return reply.code(404).send({ message: STORY_NOT_FOUND_MESSAGE });
      const enough = { page: 1, pageSize: RELATED_STORIES + 1 };
      const [{ older, newer }, sameCategory, newest] = await Promise.all([
        stories.neighbours(story, at),
        stories.published({ at, category: story.category }, enough),
        stories.published({ at }, enough),
      ]);
      reply.header('cache-control', CACHEABLE);
      return {
        ...storySummary(story, lang),
        body: story.text[lang].body,
        ...(older && { previous: storySummary(older, lang) }),
        ...(newer && { next: storySummary(newer, lang) }),
        related: relatedStories(story, [...sameCategory.items, ...newest.items]).map((other) => storySummary(other, lang)),
      };
    },
  );
};

/** A story's photo, by its id: any story's, drafts' included (an id is known only to those who saw the story). */
function photoRoute(app: ZodApp) {
  app.get(
    '/photos/:id',
    {
      schema: { description: "A story's photo (its bytes, with their type).", params: z.object({ id: z.string().max(100) }) },
      config: { notFoundMessage: STORY_PHOTO_NOT_FOUND_MESSAGE },
    },
    async (request, reply) => {
      const { id } = request.params;
      const photo = STORY_PHOTO_ID_PATTERN.test(id) ? await app.store.storyPhotos.get(id) : undefined;
      if (!photo) return reply.code(404).send({ message: STORY_PHOTO_NOT_FOUND_MESSAGE });
      return (
        reply
          .type(photo.type)
          .header('cache-control', STORY_PHOTO_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          // The id is the hash of the bytes: the ETag without hashing them again.
          .header('etag', `"${id}"`)
          .send(photo.bytes)
      );
    },
  );
}

export default storyRoutes;
