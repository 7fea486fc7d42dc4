import type { FastifyInstance } from 'fastify';

/**
 * navigator.sendBeacon sends a string as text/plain: within `app` (a beacon route's own scope,
 * never the whole API) such a body is read as JSON.
 */
export function readTextBodyAsJson(app: FastifyInstance): void {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
}
