/**
 * The machine token's guard of an `/api/admin` prefix (its plugins call it first). Without a
 * configured token every path of the prefix answers 404, so the API does not even reveal that it
 * exists. With one, a request needs `Authorization: Bearer <token>`; an address that sends
 * ADMIN_FAILURES_MAX wrong or missing tokens within the window is refused (429) until it ends.
 * The count is the store's, so every prefix and every instance counts against the same limit.
 * Each wrong token, and the start of each lock, is in the audit log, the client by its pseudonym.
 * Answers are never cached.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../client-key';
import { ANONYMOUS, recordAudit } from '../staff/audit';

const NOT_FOUND = { message: 'Not found' };
const UNAUTHORIZED = { message: 'Unauthorized' };
export const TOO_MANY_FAILURES = { message: 'Too many failed attempts. Please try again later.' };
/** Wrong or missing tokens per client address in each window, before every request is refused. */
export const ADMIN_FAILURES_MAX = 10;
export const ADMIN_FAILURES_WINDOW_MS = 15 * 60 * 1000;

/** Guards the plugin's prefix; false when no token is configured (then register no routes: everything is a 404). */
export function guardWithAdminToken(fastify: FastifyInstance, adminToken: string | undefined): adminToken is string {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  if (!adminToken) {
    // No routes at all: every method and path under the prefix falls through to this.
    fastify.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND));
    return false;
  }

  const expectedDigest = sha256(adminToken);
  // Every request first takes one of the address's attempts, atomically, and is decided on the
  // count that returns: of any number sent at once, at most ADMIN_FAILURES_MAX reach the token
  // check. A right token gives its attempt back. Digests compare in constant time.
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const attemptsKey = `admin-failures:${clientKey(request.ip)}`;
    const now = new Date();
    const attempts = await fastify.store.counters.increment(attemptsKey, ADMIN_FAILURES_WINDOW_MS, now);
    const audit = (action: 'admin-token.refused' | 'admin-token.locked-out', details: Record<string, string | number>) =>
      recordAudit(fastify.store, now, {
        actor: ANONYMOUS,
        action,
        target: { type: 'address', id: fastify.pseudonyms.address(request.ip) },
        details: { method: request.method, route: request.routeOptions.url ?? 'unknown', ...details },
      });
    if (attempts.count > ADMIN_FAILURES_MAX) {
      const retryAfterSeconds = Math.ceil((attempts.resetAt.getTime() - now.getTime()) / 1000);
      // The count climbs on while refused, so its first refusal is the one that starts the lock.
      if (attempts.count === ADMIN_FAILURES_MAX + 1) await audit('admin-token.locked-out', { retryAfterSeconds });
      return reply.code(429).header('Retry-After', retryAfterSeconds).send(TOO_MANY_FAILURES);
    }
    if (bearerMatches(request.headers.authorization, expectedDigest)) {
      await fastify.store.counters.decrement(attemptsKey, now);
      return;
    }
    request.log.warn('staff API: wrong or missing token');
    await audit('admin-token.refused', { token: request.headers.authorization ? 'wrong' : 'missing' });
    return reply.code(401).header('WWW-Authenticate', 'Bearer').send(UNAUTHORIZED);
  });
  fastify.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND));
  return true;
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Compares digests of equal length in constant time, so the answer time says nothing about the token. */
function bearerMatches(authorization: string | undefined, expectedDigest: Buffer): boolean {
  const token = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  const matches = timingSafeEqual(sha256(token ?? ''), expectedDigest);
  return token !== undefined && matches;
}
