import { RUM_BEACON_MAX_BYTES, siteHealthSchema } from 'contracts/rum';
import { closeTestApps, createTestApp, TEST_NOW } from '../../test-support';
import { asStaff, signedInStaff } from '../../test-support/staff';
import { RUM_RATE_LIMIT } from '.';

afterEach(closeTestApps);

const VERSION = '1.0.0-aaaaaaaaaa';
const valid = { route: '/careers/:slug', versions: { mfe_careers: VERSION }, lcp: 1234.5, cls: 0.01, ttfb: 120, errors: 0 };

/** An app whose registry published careers' VERSION: beacons may name it. */
async function createRumTestApp() {
  const testApp = await createTestApp();
  await testApp.store.releases.addVersion({
    remote: 'mfe_careers',
    version: VERSION,
    packageVersion: '1.0.0',
    builtAt: TEST_NOW.toISOString(),
    publishedAt: TEST_NOW.toISOString(),
    publishedBy: { type: 'system' },
    serverEntrySha256: 'a'.repeat(64),
    manifestSha256: 'b'.repeat(64),
  });
  return testApp;
}

const send = (app: Awaited<ReturnType<typeof createTestApp>>['app'], payload: unknown, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/api/rum',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

test('keeps a beacon as sent, from sendBeacon as JSON or as text', async () => {
  const { app, store, clock } = await createRumTestApp();
  expect((await send(app, valid)).statusCode).toBe(204);
  expect((await send(app, { ...valid, inp: 96, route: '/' }, 'text/plain;charset=UTF-8')).statusCode).toBe(204);
  const kept = await store.rum.beaconsSince(new Date(0));
  expect(kept).toHaveLength(2);
  expect(kept).toEqual(
    expect.arrayContaining([
      { id: expect.any(String), receivedAt: clock.now, ...valid },
      { id: expect.any(String), receivedAt: clock.now, ...valid, inp: 96, route: '/' },
    ]),
  );
});

test.each([
  ['malformed JSON', '{"route":', 400],
  ['not an object', [valid], 400],
  ['a URL instead of a route pattern', { ...valid, route: '/careers/senior-engineer' }, 400],
  ['an unknown remote', { ...valid, versions: { mfe_elsewhere: VERSION } }, 400],
  ['a version that is not one', { ...valid, versions: { mfe_careers: 'latest' } }, 400],
  ['a negative LCP', { ...valid, lcp: -1 }, 400],
  ['an LCP over a minute', { ...valid, lcp: 60_001 }, 400],
  ['a CLS out of range', { ...valid, cls: 11 }, 400],
  ['an INP that is not a number', { ...valid, inp: '90' }, 400],
  ['a fractional error count', { ...valid, errors: 1.5 }, 400],
  ['an extra field (personal data has no place)', { ...valid, email: 'someone@example.com' }, 400],
  ['no error count', { route: '/', versions: {} }, 400],
  ['an oversized beacon', { ...valid, padding: 'x'.repeat(RUM_BEACON_MAX_BYTES) }, 413],
  ['a version never published', { ...valid, versions: { mfe_careers: '6.6.6-0000000000' } }, 422],
  ['a published version of another remote', { ...valid, versions: { mfe_contact: VERSION } }, 422],
])('refuses %s and keeps nothing', async (_name, payload, status) => {
  const { app, store } = await createRumTestApp();
  expect((await send(app, payload)).statusCode).toBe(status);
  expect(await store.rum.beaconsSince(new Date(0))).toEqual([]);
});

test('refuses beacons over the per-address rate with 429 and keeps none of them', async () => {
  const { app, store } = await createRumTestApp();
  for (let sent = 0; sent < RUM_RATE_LIMIT.max; sent += 1) expect((await send(app, valid)).statusCode).toBe(204);
  expect((await send(app, valid)).statusCode).toBe(429);
  expect(await store.rum.beaconsSince(new Date(0))).toHaveLength(RUM_RATE_LIMIT.max);
});

test('shows admins and releasers the p75 per route and errors by version; other roles are refused', async () => {
  const { app, store } = await createRumTestApp();
  await send(app, { ...valid, lcp: 1000, errors: 1 });
  await send(app, { ...valid, lcp: 3000 });
  for (const role of ['admin', 'releaser'] as const) {
    const member = await signedInStaff(app, store, role, { email: `${role}@company.example` });
    const answer = await app.inject(asStaff(member, { url: '/api/staff/site-health' }));
    expect(answer.statusCode).toBe(200);
    const health = siteHealthSchema.parse(answer.json());
    expect(health.periods[0]).toEqual({
      days: 1,
      routes: [{ route: '/careers/:slug', count: 2, lcp: 3000, cls: 0.01, ttfb: 120 }],
    });
    expect(health.errorsByVersion).toEqual([{ remote: 'mfe_careers', version: VERSION, pageViews: 2, errors: 1 }]);
  }
  const recruiter = await signedInStaff(app, store, 'recruiter', { email: 'recruiter@company.example' });
  expect((await app.inject(asStaff(recruiter, { url: '/api/staff/site-health' }))).statusCode).toBe(403);
});
