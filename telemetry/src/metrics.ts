/**
 * Prometheus metrics for the site's servers (prom-client): one registry per server, the request
 * histogram every server has, and `/metrics` on a port of its own, never on the site's.
 * Labels are bounded: route patterns (`/api/careers/:slug`), never URLs.
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';
/** Seconds: from a cached file (about a millisecond) to a page or upload that takes seconds. */
export const HTTP_DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The route label of a request no route matched (a 404 of the not-found handler). */
export const UNMATCHED_ROUTE = 'unmatched';

/** A registry with the process's own metrics (CPU, memory, event loop lag, GC), for a server's main. */
export function processRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

export interface HttpMetricsOptions {
  /** The route label of a request; by default the pattern of the route that answered it. */
  routeOf?: (request: FastifyRequest) => string;
}

export const routePattern = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;

/** `2xx`, `4xx`...: the status label, bounded. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** `http_request_duration_seconds{route, method, status_class}` for every answer of `app`. */
export function registerHttpMetrics(
  app: FastifyInstance,
  registry: Registry,
  { routeOf = routePattern }: HttpMetricsOptions = {},
) {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: HTTP_DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // A hijacked answer (the shell's /api proxy) is timed here too: onResponse follows the raw response's end.
    duration.observe(
      { route: routeOf(request), method: request.method, status_class: statusClass(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

export interface MetricsServerOptions {
  registry: Registry;
  port: number;
  host: string;
  log: (message: string, error?: unknown) => void;
}

/**
 * `GET /metrics` on its own port (loopback by default), for Prometheus; everything else 404. A
 * port that cannot be had is logged, not fatal: the site matters more than its metrics.
 */
export function startMetricsServer({ registry, port, host, log }: MetricsServerOptions): Server {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        log('metrics could not be collected', error);
        response.writeHead(500).end();
      },
    );
  });
  server.on('error', (error) => log(`metrics could not listen on ${host}:${port}`, error));
  server.listen(port, host);
  server.unref();
  return server;
}
