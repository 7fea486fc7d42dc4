/**
 * The API's metrics (prom-client), served by server.ts on the metrics port, never on the API's:
 * requests by route pattern, the store's calls by operation, the mail outbox (pending, oldest,
 * sent, failed), rate-limit refusals, and staff sign-in failures and lockouts. Labels are bounded:
 * route patterns and store operation names, never URLs or addresses.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, registerHttpMetrics, routePattern } from 'telemetry/metrics';
import type { Store } from '../store/store';

/** Seconds: an in-memory read (tens of microseconds) to an fsynced write or a slow MongoDB. */
export const STORE_DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** The outbox gauges read at most this many pending entries per scrape. */
export const OUTBOX_SCAN_LIMIT = 1000;
/** The staff sign-in route: its 401s are failed sign-ins, its 429s lockouts (not the submissions' rate limit). */
export const SIGN_IN_ROUTE = { method: 'POST', url: '/api/staff/session' } as const;
/** Later than any entry's next attempt: every unsent entry no sender holds is "due" by then. */
const FAR_FUTURE = new Date(8.64e15);

export interface ApiMetrics {
  registry: Registry;
  storeDuration: Histogram<'operation' | 'outcome'>;
  mailSends: Counter;
  mailFailures: Counter;
  rateLimitRefusals: Counter<'route'>;
  signInFailures: Counter;
  signInLockouts: Counter;
}

export function createApiMetrics(registry: Registry = new Registry()): ApiMetrics {
  const registers = [registry];
  return {
    registry,
    storeDuration: new Histogram({
      name: 'api_store_operation_duration_seconds',
      help: 'Time of a store call, by operation (jobs.findBySlug) and outcome (ok, error)',
      labelNames: ['operation', 'outcome'] as const,
      buckets: STORE_DURATION_BUCKETS,
      registers,
    }),
    mailSends: new Counter({ name: 'api_mail_sends_total', help: 'Mails the outbox sent', registers }),
    mailFailures: new Counter({
      name: 'api_mail_send_failures_total',
      help: 'Mail sends that failed and were rescheduled',
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'api_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route pattern',
      labelNames: ['route'] as const,
      registers,
    }),
    signInFailures: new Counter({
      name: 'api_staff_sign_in_failures_total',
      help: 'Staff sign-ins refused for a wrong e-mail, password or a disabled account',
      registers,
    }),
    signInLockouts: new Counter({
      name: 'api_staff_sign_in_lockouts_total',
      help: 'Staff sign-ins refused because the failed sign-in limit was reached',
      registers,
    }),
  };
}

/** The request histogram, and the refusals counted from each answer's route and status. */
export function registerApiMetrics(app: FastifyInstance, metrics: ApiMetrics): void {
  registerHttpMetrics(app, metrics.registry);
  app.addHook('onResponse', (request, reply, done) => {
    const route = routePattern(request);
    const signIn = request.method === SIGN_IN_ROUTE.method && route === SIGN_IN_ROUTE.url;
    if (reply.statusCode === 429) {
      if (signIn) metrics.signInLockouts.inc();
      else metrics.rateLimitRefusals.inc({ route });
    } else if (signIn && reply.statusCode === 401) {
      metrics.signInFailures.inc();
    }
    done();
  });
}

/** The outbox's depth, read from the store when Prometheus scrapes: entries waiting, and the age of the oldest. */
export function registerOutboxGauges(metrics: ApiMetrics, outbox: Store['outbox'], clock: () => Date = () => new Date()): void {
  let pending: Promise<{ count: number; oldestAgeSeconds: number }> | undefined;
  // One store read per scrape serves both gauges.
  const read = () => {
    pending ??= outbox.due(FAR_FUTURE, OUTBOX_SCAN_LIMIT).then(
      (entries) => {
        const now = clock().getTime();
        const oldest = Math.min(now, ...entries.map((entry) => entry.createdAt.getTime()));
        return { count: entries.length, oldestAgeSeconds: (now - oldest) / 1000 };
      },
      () => ({ count: Number.NaN, oldestAgeSeconds: Number.NaN }),
    );
    const result = pending;
    void result.finally(() => {
      if (pending === result) pending = undefined;
    });
    return result;
  };
  new Gauge({
    name: 'api_outbox_pending',
    help: `Mails waiting to be sent (that no sender holds), up to ${OUTBOX_SCAN_LIMIT}`,
    registers: [metrics.registry],
    async collect() {
      this.set((await read()).count);
    },
  });
  new Gauge({
    name: 'api_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail waiting to be sent; 0 when none waits',
    registers: [metrics.registry],
    async collect() {
      this.set((await read()).oldestAgeSeconds);
    },
  });
}
