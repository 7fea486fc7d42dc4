import type { FastifyInstance } from 'fastify';

/** The shell server's own liveness (the container's HEALTHCHECK): it answers, whatever the API does. */
export const HEALTH_PATH = '/healthz';

export function registerHealthRoute(app: FastifyInstance): void {
  app.get(HEALTH_PATH, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
}
