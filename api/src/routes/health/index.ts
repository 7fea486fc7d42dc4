/** Liveness (the process answers) and readiness (the store answers too). */
import { errorBodySchema } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-errors';

export const READY_TIMEOUT_MS = 3_000;
export const NOT_READY_MESSAGE = 'The service is not ready: storage is unreachable.';

const statusSchema = z.object({ status: z.literal('ok') });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: statusSchema } } }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { schema: { response: { 200: statusSchema, 503: errorBodySchema } } }, async () => {
    if (!(await pingWithin(() => app.store.ping(), READY_TIMEOUT_MS))) throw new HttpError(503, NOT_READY_MESSAGE);
    return { status: 'ok' as const };
  });
};

export default healthRoutes;

async function pingWithin(ping: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
