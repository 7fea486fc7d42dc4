/**
 * GET /api/stories (a page of the published stories, optionally of one category), GET
 * /api/stories/:slug (one, with the stories just older and newer and related ones of its
 * category) and the feeds /api/stories/feed.xml and feed.atom, each in the language `?lang=`
 * asks. The public sees a story only once it is published and its publish time has come; any
 * other slug is a 404, as is a slug that does not exist.
 */
import { createHash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import {
  errorBodySchema,
  type Locale,
  RELATED_STORIES,
  STORIES_PAGE_SIZE,
  STORY_FEEDS,
  STORY_NOT_FOUND_MESSAGE,
  type StoryFeedFormat,
  type StoryRecord,
  type StorySummary,
  storyDetailSchema,
  storyListQuerySchema,
  storyListSchema,
  storySlugSchema,
} from 'contracts';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from 'contracts/locale-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildStoryFeed } from '../../feeds/story-feed';
import { FEED_CACHE_CONTROL } from '../careers/feeds';

/** As a page: browsers ask again each time (an ETag makes it a 304), a shared cache may keep it a second, so a change shows at once. */
const CACHEABLE = FEED_CACHE_CONTROL;
/** The stories a feed carries: the newest ones. */
export const STORY_FEED_SIZE = 20;

const langQuery = z.object({
  lang: z.enum(SUPPORTED_LOCALES, `Language must be one of: ${SUPPORTED_LOCALES.join(', ')}`).default(DEFAULT_LOCALE),
});

/** A story in one language, as a card shows it. */
export function storySummary(story: StoryRecord, locale: Locale): StorySummary {
  const { body: _body, ...text } = story.text[locale];
  const { slug, category, picture, publishedAt, updatedAt } = story;
  return { slug, category, picture, publishedAt, updatedAt, ...text };
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

  app.get(
    '/:slug',
    {
      schema: {
        params: z.object({ slug: storySlugSchema }),
        querystring: langQuery,
        response: { 200: storyDetailSchema, 404: errorBodySchema },
      },
      config: { notFoundMessage: STORY_NOT_FOUND_MESSAGE },
    },
    async (request, reply) => {
      const at = clock();
      const { lang } = request.query;
      const story = await stories.findBySlug(request.params.slug);
      const shown = story?.state === 'published' && Date.parse(story.publishedAt) <= at.getTime();
      if (!story || !shown) return reply.code(404).send({ message: STORY_NOT_FOUND_MESSAGE });
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

export default storyRoutes;
