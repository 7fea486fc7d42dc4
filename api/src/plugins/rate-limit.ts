/**
 * Rate limits for submissions: each POST route opts in with `config.rateLimit`; GETs are
 * never throttled. Clients are told apart by `request.ip`, which with `trustProxy: 1` is the
 * address our own proxy saw, so a client's X-Forwarded-For cannot make it someone else.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-errors';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

export interface SubmissionRateLimit {
  max: number;
  timeWindow: number;
}

export async function registerRateLimit(app: FastifyInstance, limit: SubmissionRateLimit): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...limit,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS_MESSAGE),
  });
}
