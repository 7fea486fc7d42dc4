/**
 * POST /api/rum: one beacon per sampled page view, sent by the shell's Web Vitals reporter with
 * navigator.sendBeacon. Checked whole by its zod schema (size, shape, known route, values in range)
 * and limited per client address; what is refused is answered 4xx and kept nowhere. No cookie is
 * read (the shell's proxy strips them) and no address or URL is stored.
 */
import { randomUUID } from 'node:crypto';
import { errorBodySchema } from 'contracts';
import { RUM_BEACON_MAX_BYTES, rumBeaconSchema } from 'contracts/rum';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readTextBodyAsJson } from '../../plugins/beacon-body';

export interface RumRoutesOptions {
  clock: () => Date;
}

/** Beacons per client address and minute: a visitor opens a few pages a minute, not dozens. */
export const RUM_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const rumRoutes: FastifyPluginAsyncZod<RumRoutesOptions> = async (app, { clock }) => {
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
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await app.store.rum.add({ id: randomUUID(), receivedAt: clock(), ...request.body });
      return reply.code(204).send(null);
    },
  );
};

export default rumRoutes;
