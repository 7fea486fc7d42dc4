import { SIGN_IN_ACCOUNT_MAX } from '../staff/sign-in-limits';
import type { StaffAccountRecord } from '../store/store';
import { closeTestApps, createTestApp, FROM_THE_SITE, validEnquiry } from '../test-support';
import { instrumentStore } from './instrumented-store';
import { createApiMetrics, registerOutboxGauges } from './metrics';

type MetricValue = { labels: Record<string, string | number>; value: number; metricName?: string };

afterEach(closeTestApps);

async function read(metrics: ReturnType<typeof createApiMetrics>, name: string) {
  const found = (await metrics.registry.getMetricsAsJSON()).find((item) => item.name === name);
  return (found as unknown as { values: MetricValue[] } | undefined)?.values ?? [];
}

test('names, types and labels of the API metrics', async () => {
  const metrics = createApiMetrics();
  const { store } = await createTestApp({ metrics });
  registerOutboxGauges(metrics, store.outbox);
  const described = (await metrics.registry.getMetricsAsJSON()).map(({ name, type }) => ({ name, type }));
  expect(described).toEqual(
    expect.arrayContaining([
      { name: 'http_request_duration_seconds', type: 'histogram' },
      { name: 'api_store_operation_duration_seconds', type: 'histogram' },
      { name: 'api_mail_sends_total', type: 'counter' },
      { name: 'api_mail_send_failures_total', type: 'counter' },
      { name: 'api_rate_limit_refusals_total', type: 'counter' },
      { name: 'api_staff_sign_in_failures_total', type: 'counter' },
      { name: 'api_staff_sign_in_lockouts_total', type: 'counter' },
      { name: 'api_outbox_pending', type: 'gauge' },
      { name: 'api_outbox_oldest_age_seconds', type: 'gauge' },
    ]),
  );
});

test('labels requests with the route pattern and counts rate-limit refusals by route', async () => {
  const metrics = createApiMetrics();
  const { app } = await createTestApp({ metrics, limits: { rateLimitMax: 1 } });
  await app.inject('/api/careers/penetration-tester?ref=mail');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await app.inject({ method: 'POST', url: '/api/contact', headers: FROM_THE_SITE, payload: validEnquiry() });
  }
  const counts = (await read(metrics, 'http_request_duration_seconds')).filter((value) => value.metricName?.endsWith('_count'));
  expect(counts.map(({ labels, value }) => ({ ...labels, value }))).toEqual(
    expect.arrayContaining([
      { route: '/api/careers/:slug', method: 'GET', status_class: '2xx', value: 1 },
      { route: '/api/contact', method: 'POST', status_class: '2xx', value: 1 },
      { route: '/api/contact', method: 'POST', status_class: '4xx', value: 1 },
    ]),
  );
  expect((await read(metrics, 'api_rate_limit_refusals_total')).map(({ labels, value }) => ({ ...labels, value }))).toEqual([
    { route: '/api/contact', value: 1 },
  ]);
});

test('counts failed staff sign-ins and, past the limit, lockouts', async () => {
  const metrics = createApiMetrics();
  const { app } = await createTestApp({ metrics });
  const signIn = () =>
    app.inject({
      method: 'POST',
      url: '/api/staff/session',
      headers: FROM_THE_SITE,
      payload: { email: 'nobody@company.example', password: 'wrong password, long enough' },
    });
  for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_MAX; attempt += 1) expect((await signIn()).statusCode).toBe(401);
  expect((await signIn()).statusCode).toBe(429);
  expect((await read(metrics, 'api_staff_sign_in_failures_total'))[0]!.value).toBe(SIGN_IN_ACCOUNT_MAX);
  expect((await read(metrics, 'api_staff_sign_in_lockouts_total'))[0]!.value).toBe(1);
  expect(await read(metrics, 'api_rate_limit_refusals_total')).toEqual([]);
});

test('times store calls by operation and outcome, counts mails sent and failed, and reads the outbox depth', async () => {
  const metrics = createApiMetrics();
  const { store: raw, clock } = await createTestApp();
  const store = instrumentStore(raw, metrics);
  registerOutboxGauges(metrics, store.outbox, () => clock.now);

  await store.jobs.findBySlug('penetration-tester');
  await expect(store.staffAccounts.create({ id: 'x' } as unknown as StaffAccountRecord)).resolves.toBeUndefined();
  await expect(store.staffAccounts.create({ id: 'x' } as unknown as StaffAccountRecord)).rejects.toThrow();
  await store.enquiries.create(validEnquiry() as never, () => [
    { to: 'a@company.example', subject: 'One', text: 'One', html: '<p>One</p>' },
    { to: 'b@company.example', subject: 'Two', text: 'Two', html: '<p>Two</p>' },
  ]);
  const durations = (await read(metrics, 'api_store_operation_duration_seconds')).filter((value) =>
    value.metricName?.endsWith('_count'),
  );
  expect(durations.map(({ labels, value }) => ({ ...labels, value }))).toEqual(
    expect.arrayContaining([
      { operation: 'jobs.findBySlug', outcome: 'ok', value: 1 },
      { operation: 'staffAccounts.create', outcome: 'ok', value: 1 },
      { operation: 'staffAccounts.create', outcome: 'error', value: 1 },
      { operation: 'enquiries.create', outcome: 'ok', value: 1 },
    ]),
  );

  clock.now = new Date(clock.now.getTime() + 90_000);
  expect((await read(metrics, 'api_outbox_pending'))[0]!.value).toBe(2);
  expect((await read(metrics, 'api_outbox_oldest_age_seconds'))[0]!.value).toBe(90);

  const [first, second] = await store.outbox.due(clock.now, 2);
  await store.outbox.claim(first!.id, 'me', clock.now, new Date(clock.now.getTime() + 60_000));
  await store.outbox.markSent(first!.id, clock.now);
  await store.outbox.claim(second!.id, 'me', clock.now, new Date(clock.now.getTime() + 60_000));
  await store.outbox.markFailed(second!.id, 'me', 'refused', new Date(clock.now.getTime() + 60_000));
  expect((await read(metrics, 'api_mail_sends_total'))[0]!.value).toBe(1);
  expect((await read(metrics, 'api_mail_send_failures_total'))[0]!.value).toBe(1);
  expect((await read(metrics, 'api_outbox_pending'))[0]!.value).toBe(1);
});
