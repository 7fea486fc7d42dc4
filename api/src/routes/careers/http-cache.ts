import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends `body` as JSON with an ETag and a public max-age; answers 304 when the client already
 * has it. `body` must already be parsed by the route's response schema: it is serialized here
 * once, for both the ETag and the answer, so the schema's serializer does not run again.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: unknown, maxAgeSeconds: number) {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAgeSeconds}`);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}
