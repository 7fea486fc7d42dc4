/**
 * POST /api/rum: one beacon per sampled page view, sent by the shell's Web Vitals reporter with
 * navigator.sendBeacon. Checked whole by its zod schema (size, shape, known route, values in range)
 * and limited per client address; what is refused is answered 4xx and kept nowhere. A beacon that
 * names a version the release registry never published is refused too: site health lists only
 * versions a shell could have served. No cookie is read (the shell's proxy strips them) and no
 * address or URL is stored.
 */
import { randomUUID } from 'node:crypto';
import { errorBodySchema } from 'contracts';
import { RUM_BEACON_MAX_BYTES, rumBeaconSchema } from 'contracts/rum';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readTextBodyAsJson } from '../../plugins/beacon-body';
import type { ReleaseRegistry } from '../../releases/registry';

export interface RumRoutesOptions {
  clock: () => Date;
  registry: Pick<ReleaseRegistry, 'publishes'>;
}

/** Beacons per client address and minute: a visitor opens a few pages a minute, not dozens. */
export const RUM_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const rumRoutes: FastifyPluginAsyncZod<RumRoutesOptions> = async (app, { clock, registry }) => {
  readTextBodyAsJson(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      bodyLimit: RUM_BEACON_MAX_BYTES,
      config: { rateLimit: RUM_RATE_LIMIT },
      schema: {
        description: "A sampled page view's Web Vitals, route pattern, remote versions and uncaught error count.",
        body: rumBeaconSchema,
        response: {
          204: z.null().describe('Kept'),
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!(await registry.publishes(request.body.versions))) {
        return reply.code(422).send({ message: 'The beacon names a version this site never published' });
      }
      await app.store.rum.add({ id: randomUUID(), receivedAt: clock(), ...request.body });
      return reply.code(204).send(null);
    },
  );
};

export default rumRoutes;
