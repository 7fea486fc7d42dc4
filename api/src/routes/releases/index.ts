/**
 * /api/releases: what the shell's servers and browsers use, without credentials. The feed every
 * shell process polls (about every 250 ms, so a 304 costs one read of the revision), the render
 * counts the shell's servers report, and the error beacons browsers send. The shell's `/api`
 * proxy keeps the feed and the health reports from the public; beacons come through it.
 *
 * Neither is taken on trust (server-common/shell-reports): a health report carries the shells'
 * credential, and a beacon the token of the page a shell served, naming the version it blames.
 * A beacon is counted against its client's address (pseudonymised), once per version.
 */
import { errorBodySchema } from 'contracts';
import { healthReportSchema, RELEASE_BEACON_MAX_BYTES, releaseBeaconSchema, releaseFeedSchema } from 'contracts/releases';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { isHealthReportCredential, verifyPageToken } from 'server-common/shell-reports';
import { z } from 'zod';
import { readTextBodyAsJson } from '../../plugins/beacon-body';
import type { ReleaseRegistry } from '../../releases/registry';

export interface ReleaseRoutesOptions {
  registry: ReleaseRegistry;
  /** RELEASE_REPORT_KEY; absent: health reports and beacons are refused. */
  reportKey: string | undefined;
  clock: () => Date;
}

/** Beacons per client address and minute: enough for a visitor whose page keeps failing, not for a flood. */
export const BEACON_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** True when `If-None-Match` names this ETag (or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((candidate) => candidate.trim() === etag || candidate.trim() === '*');
}

const bearer = (authorization: string | undefined) => authorization?.match(/^Bearer (\S+)$/)?.[1];

const releaseRoutes: FastifyPluginAsyncZod<ReleaseRoutesOptions> = async (app, { registry, reportKey, clock }) => {
  app.get(
    '/feed',
    {
      schema: {
        description: 'What every shell process follows: live, canary and pinned versions of each remote. ETag from the revision.',
        response: { 200: releaseFeedSchema, 304: z.null().describe('Not modified: the revision named in If-None-Match') },
      },
    },
    async (request, reply) => {
      const revision = await registry.revision();
      const etag = `"${revision}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return registry.feed(revision);
    },
  );

  app.post(
    '/health',
    {
      schema: {
        description: "A shell process's renders and server-side errors per version since its last report.",
        body: healthReportSchema,
        response: {
          204: z.null().describe('Counted'),
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!reportKey || !isHealthReportCredential(bearer(request.headers.authorization), reportKey)) {
        return reply.code(401).send({ message: 'Only the shell servers report render counts' });
      }
      await registry.reportHealth(request.body);
      return reply.code(204).send(null);
    },
  );

  await app.register(async (beacons) => {
    readTextBodyAsJson(beacons);
    beacons.withTypeProvider<ZodTypeProvider>().post(
      '/beacon',
      {
        bodyLimit: RELEASE_BEACON_MAX_BYTES,
        config: { rateLimit: BEACON_RATE_LIMIT },
        schema: {
          description: "A browser's report of a hydration or runtime error in a live or canary version (nothing else is kept).",
          body: releaseBeaconSchema,
          response: {
            204: z.null().describe('Counted'),
            400: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { remote, version, token } = request.body;
        const page = reportKey ? verifyPageToken(token, reportKey, clock()) : undefined;
        if (page?.versions[remote] !== version) {
          return reply.code(422).send({ message: `No page served ${remote} ${version} with this token` });
        }
        await registry.reportBeacon({ remote, version }, app.pseudonyms.address(request.ip));
        return reply.code(204).send(null);
      },
    );
  });
};

export default releaseRoutes;
