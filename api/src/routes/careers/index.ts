/**
 * GET /api/careers and /api/careers/:slug, cacheable for the spec's careers freshness. The list
 * has the published jobs still open; a job's page also answers for a closed one, never a draft.
 */
import { createHash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import { CAREERS_STALE_MS, errorBodySchema, jobDetailSchema, jobListSchema, jobSlugSchema } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAcceptingApplications, isPublic, listOpenJobs } from '../../rules/job-closing';
import { jobFeedRoutes } from './feeds';

export const JOB_NOT_FOUND_MESSAGE = 'Job not found';
// Careers data is fresh for 5 minutes; browsers and proxies may keep it as long.
const CACHEABLE = `public, max-age=${CAREERS_STALE_MS / 1000}`;

export interface CareersRoutesOptions {
  clock: () => Date;
}

const careersRoutes: FastifyPluginAsyncZod<CareersRoutesOptions> = async (app, { clock }) => {
  // An ETag from the answer's bytes; a client that has them gets 304.
  await app.register(fastifyEtag, { hashFn: (payload) => createHash('sha256').update(payload).digest('base64url').slice(0, 32) });

  // The feeds: a slug has no dot, so `feed.xml` is never a job's page.
  await app.register(jobFeedRoutes, { clock });

  app.get('/', { schema: { response: { 200: jobListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', CACHEABLE);
    return listOpenJobs(app.store.jobs, clock());
  });

  app.get(
    '/:slug',
    {
      schema: { params: z.object({ slug: jobSlugSchema }), response: { 200: jobDetailSchema, 404: errorBodySchema } },
      config: { notFoundMessage: JOB_NOT_FOUND_MESSAGE },
    },
    async (request, reply) => {
      const job = await app.store.jobs.findBySlug(request.params.slug);
      if (!job || !isPublic(job)) return reply.code(404).send({ message: JOB_NOT_FOUND_MESSAGE });
      reply.header('cache-control', CACHEABLE);
      return { ...job, accepting_applications: isAcceptingApplications(job, clock()) };
    },
  );
};

export default careersRoutes;
