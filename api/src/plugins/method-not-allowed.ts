/**
 * Fastify answers a known path with an unknown method as 404. The API says 405 with an Allow
 * header instead: every public route's other methods get a small route that does exactly that.
 */
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { HttpError } from '../http-errors';

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed';

/** Starts recording routes; call the returned function after every route plugin is registered. */
export function trackRoutesForMethodNotAllowed(app: FastifyInstance, include: (url: string) => boolean) {
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!include(route.url)) return;
    const methods = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByUrl.set(route.url, methods);
  });

  return function registerMethodNotAllowedRoutes(): void {
    for (const [url, allowedSet] of [...methodsByUrl]) {
      const allowed = METHODS.filter((method) => allowedSet.has(method));
      const others = METHODS.filter((method) => !allowedSet.has(method));
      if (others.length === 0) continue;
      app.route({
        method: others,
        url,
        schema: { hide: true },
        handler: async (_request, reply) => {
          reply.header('allow', allowed.join(', '));
          throw new HttpError(405, METHOD_NOT_ALLOWED_MESSAGE);
        },
      });
    }
  };
}
