/**
 * GET /api/careers/feed.xml (RSS 2.0), /api/careers/feed.atom (Atom 1.0), each `?lang=en|ar`,
 * and /api/careers/indeed.xml (Indeed's XML): the jobs GET /api/careers lists, as feeds. The
 * shell serves them at the site's JOB_FEEDS paths. A shared cache may keep one for a second,
 * as it keeps a page: a closed job leaves the feeds when it leaves its page.
 */
import { JOB_FEEDS, type JobFeedFormat } from 'contracts/careers-rules';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from 'contracts/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createJobFeedCache } from '../../feeds/feed-cache';
import { listOpenJobs } from '../../rules/job-closing';

/** As a page: browsers ask again each time (an ETag makes it a 304), a shared cache may keep it a second. */
export const FEED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

const localeQuery = z.object({
  lang: z.enum(SUPPORTED_LOCALES, `Language must be one of: ${SUPPORTED_LOCALES.join(', ')}`).default(DEFAULT_LOCALE),
});

const FEED_NAMES: Record<JobFeedFormat, string> = {
  rss: 'RSS 2.0',
  atom: 'Atom 1.0',
  indeed: "Indeed's XML feed (English only)",
};

export interface JobFeedRoutesOptions {
  clock: () => Date;
}

export const jobFeedRoutes: FastifyPluginAsyncZod<JobFeedRoutesOptions> = async (app, { clock }) => {
  const cache = createJobFeedCache();
  const route = (format: JobFeedFormat, url: string) =>
    app.get(
      url,
      { schema: { description: `The open jobs as ${FEED_NAMES[format]}.`, querystring: localeQuery } },
      async (request, reply) => {
        const locale = JOB_FEEDS[format].localized ? request.query.lang : DEFAULT_LOCALE;
        const body = cache.feed(format, locale, await listOpenJobs(app.store.jobs, clock()));
        return reply.type(`${JOB_FEEDS[format].type}; charset=utf-8`).header('cache-control', FEED_CACHE_CONTROL).send(body);
      },
    );
  route('rss', '/feed.xml');
  route('atom', '/feed.atom');
  route('indeed', '/indeed.xml');
};
