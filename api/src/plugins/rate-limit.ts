/**
 * Rate limits for submissions: each POST route opts in with `config.rateLimit`; GETs are
 * never throttled. Clients are told apart by `clientKey(request.ip)` (../client-key.ts): the
 * address the shell's proxy names, or the peer's, an IPv6 client by its /64.
 *
 * The counts live in the store's counters, not in this process: with MongoDB every instance
 * behind a load balancer counts in the same document per client and route, so N instances
 * enforce one limit. MongoDB rather than Redis: it is already the store every instance shares,
 * one atomic update per counted request is cheap at submission rates, and there is no second
 * service to run and secure.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { clientKey } from '../client-key';
import { HttpError } from '../http-errors';
import type { Store, WindowCount } from '../store/store';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

export interface SubmissionRateLimit {
  max: number;
  timeWindow: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the store's counters; each route counts apart. */
function counterStore(counters: Store['counters']) {
  const report = (callback: Callback, now: Date) => (window: WindowCount | undefined) =>
    callback(null, { current: window?.count ?? 0, ttl: window ? window.resetAt.getTime() - now.getTime() : 0 });

  return class CounterStore {
    /** @fastify/rate-limit constructs the root store with its options; routes get a scope each. */
    constructor(
      _options?: unknown,
      private readonly scope = 'rate-limit',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = new Date();
      counters.increment(`${this.scope}:${key}`, timeWindow, now).then(report(callback, now), callback);
    }

    read(key: string, callback: Callback): void {
      const now = new Date();
      counters.peek(`${this.scope}:${key}`, now).then(report(callback, now), callback);
    }

    /** Called with the route's limit settings, which carry the route as `routeInfo`. */
    child(settings: RouteOptions & { routeInfo?: RouteOptions }): CounterStore {
      const route = settings.routeInfo ?? settings;
      return new CounterStore(undefined, `rate-limit:${String(route.method)} ${route.url}`);
    }
  };
}

export async function registerRateLimit(
  app: FastifyInstance,
  limit: SubmissionRateLimit,
  counters: Store['counters'],
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...limit,
    store: counterStore(counters),
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS_MESSAGE),
  });
}
