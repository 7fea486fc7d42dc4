import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends `body` with an ETag and a public max-age; answers 304 when the client already has it.
 * `body` must be exactly what the route's response schema sends (already parsed by it).
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: unknown, maxAgeSeconds: number) {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAgeSeconds}`);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(body);
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}
