import { errorBodySchema } from 'contracts';
import { RELEASE_BEACON_MAX_BYTES, type ReleaseEvent, releaseFeedSchema, remoteReleasesSchema } from 'contracts/releases';
import { healthReportCredential, signPageToken } from 'server-common/shell-reports';
import { ADMIN_TOKEN_CHANGER } from '../../releases/history';
import { createReleaseTestApp, V1, V2, V3, withLiveVersion } from '../../test-support/releases';
import { closeTestApps, TEST_NOW, TEST_RELEASE_REPORT_KEY } from '../../test-support/test-app';
import { BEACON_RATE_LIMIT } from './index';

afterEach(closeTestApps);

const SHELL_CREDENTIAL = { authorization: `Bearer ${healthReportCredential(TEST_RELEASE_REPORT_KEY)}` };

/** A beacon from a page a shell served with careers at `version`. */
function served(version: string, kind = 'runtime', { key = TEST_RELEASE_REPORT_KEY, exp = TEST_NOW.getTime() / 1000 + 60 } = {}) {
  const token = signPageToken({ versions: { mfe_careers: version }, exp: Math.floor(exp) }, key);
  return { remote: 'mfe_careers', version, kind, token };
}

/** Careers with V1 live and V2 on canary for 10 % of visitors. */
async function withCanary() {
  const context = await createReleaseTestApp();
  await withLiveVersion(context.registry, context.world, 'mfe_careers', V1, V2, V3);
  await context.registry.startCanary('mfe_careers', V2, 10, ADMIN_TOKEN_CHANGER);
  const health = (counts: { remote?: string; version: string; renders: number; errors: number }[]) =>
    context.app.inject({
      method: 'POST',
      url: '/api/releases/health',
      headers: SHELL_CREDENTIAL,
      payload: { counts: counts.map((count) => ({ remote: 'mfe_careers', ...count })) },
    });
  const beacon = (payload: object | string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
    context.app.inject({ method: 'POST', url: '/api/releases/beacon', payload, headers, remoteAddress });
  const careers = async () => remoteReleasesSchema.parse(await context.registry.remote('mfe_careers'));
  const systemEvents = async () =>
    (await context.store.releases.history('mfe_careers', { page: 1, pageSize: 50 })).items.filter(
      (event: ReleaseEvent) => event.actor.type === 'system',
    );
  return { ...context, health, beacon, careers, systemEvents };
}

describe('GET /api/releases/feed', () => {
  it('gives every remote its live version, canary and the pinned versions kept, with a strong ETag', async () => {
    const { app } = await withCanary();
    const response = await app.inject({ method: 'GET', url: '/api/releases/feed' });
    expect(response.statusCode).toBe(200);
    const feed = releaseFeedSchema.parse(response.json());
    expect(response.headers.etag).toBe(`"${feed.revision}"`);
    expect(feed.previewPublicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(feed.remotes.mfe_careers).toEqual({
      live: V1,
      canary: { version: V2, share: 10 },
      versions: [V3, V2, V1].map((version) => ({
        version,
        serverEntrySha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        manifestSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      })),
    });
    expect(feed.remotes.mfe_contact).toEqual({ versions: [] });
  });

  it('answers 304 to the revision a shell has, and the new feed once the registry changes', async () => {
    const { app, registry } = await withCanary();
    const first = await app.inject({ method: 'GET', url: '/api/releases/feed' });
    const etag = String(first.headers.etag);
    const unchanged = await app.inject({ method: 'GET', url: '/api/releases/feed', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await registry.abort('mfe_careers', undefined, ADMIN_TOKEN_CHANGER);
    const changed = await app.inject({ method: 'GET', url: '/api/releases/feed', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(releaseFeedSchema.parse(changed.json()).remotes.mfe_careers).not.toHaveProperty('canary');
  });

  it('keeps the same preview key across requests', async () => {
    const { app, registry } = await createReleaseTestApp();
    const keys = new Set<string>();
    for (let request = 0; request < 3; request += 1) {
      keys.add(releaseFeedSchema.parse((await app.inject({ method: 'GET', url: '/api/releases/feed' })).json()).previewPublicKey);
    }
    keys.add((await registry.previewKeys()).publicKey);
    expect(keys.size).toBe(1);
  });
});

describe('POST /api/releases/health', () => {
  it('adds render counts to the live and canary versions, and ignores other versions', async () => {
    const { health, careers } = await withCanary();
    const response = await health([
      { version: V1, renders: 90, errors: 1 },
      { version: V2, renders: 10, errors: 0 },
      { version: V3, renders: 5, errors: 5 },
    ]);
    expect(response.statusCode).toBe(204);
    await health([{ version: V1, renders: 10, errors: 0 }]);
    expect((await careers()).health).toEqual({
      [V1]: { renders: 100, errors: 1, clientErrors: 0 },
      [V2]: { renders: 10, errors: 0, clientErrors: 0 },
      [V3]: { renders: 0, errors: 0, clientErrors: 0 },
    });
  });

  it('aborts a canary pushed over the margin, as the system, with both rates in the reason', async () => {
    const { health, careers, systemEvents, store } = await withCanary();
    await health([
      { version: V1, renders: 100, errors: 0 },
      { version: V2, renders: 20, errors: 3 },
    ]);
    expect((await careers()).canary).toBeUndefined();
    const reason = '3 of 20 renders failed (15.0 %) against 0.0 % on live';
    expect(await systemEvents()).toMatchObject([{ action: 'canary-aborted', from: V2, reason }]);
    const audit = (await store.auditLog.list({ action: 'release.canary-aborted' }, { page: 1, pageSize: 5 })).items;
    expect(audit).toMatchObject([
      { actor: { type: 'system' }, target: { type: 'release', id: `mfe_careers@${V2}` }, details: { reason } },
    ]);
  });

  it('lets a canary below the sample run on, however it fails', async () => {
    const { health, careers, systemEvents } = await withCanary();
    await health([{ version: V2, renders: 19, errors: 19 }]);
    expect((await careers()).canary?.version).toBe(V2);
    expect(await systemEvents()).toEqual([]);
  });

  it('lets a canary no worse than live within the margin run on', async () => {
    const { health, careers } = await withCanary();
    await health([
      { version: V1, renders: 100, errors: 10 },
      { version: V2, renders: 20, errors: 3 },
    ]);
    expect((await careers()).canary?.version).toBe(V2);
  });

  it('aborts once though two instances judge the same reports at once', async () => {
    const { health, registry, systemEvents } = await withCanary();
    await Promise.all([
      health([{ version: V2, renders: 30, errors: 10 }]),
      registry.reportHealth({ counts: [{ remote: 'mfe_careers', version: V2, renders: 1, errors: 0 }] }),
    ]);
    expect(await systemEvents()).toHaveLength(1);
  });

  it.each([
    ['none', {}],
    ["another key's", { authorization: `Bearer ${healthReportCredential('another-release-report-key-0123456789abcdef')}` }],
    ['the key itself', { authorization: `Bearer ${TEST_RELEASE_REPORT_KEY}` }],
  ])('refuses a report with %s credential with 401 and counts nothing', async (_label, headers) => {
    const { app, careers } = await withCanary();
    const payload = { counts: [{ remote: 'mfe_careers', version: V2, renders: 20, errors: 20 }] };
    const response = await app.inject({ method: 'POST', url: '/api/releases/health', payload, headers });
    expect(response.statusCode).toBe(401);
    expect((await careers()).health[V2]).toEqual({ renders: 0, errors: 0, clientErrors: 0 });
    expect((await careers()).canary?.version).toBe(V2);
  });

  it.each([
    [{ counts: [{ remote: 'mfe_careers', version: V1, renders: -1, errors: 0 }] }],
    [{ counts: [{ remote: 'mfe_nowhere', version: V1, renders: 1, errors: 0 }] }],
    [{ counts: [], extra: true }],
  ])('refuses a malformed report with 400 and counts nothing: %j', async (payload) => {
    const { app, careers } = await withCanary();
    const response = await app.inject({ method: 'POST', url: '/api/releases/health', payload, headers: SHELL_CREDENTIAL });
    expect(response.statusCode).toBe(400);
    expect((await careers()).health[V1]).toEqual({ renders: 0, errors: 0, clientErrors: 0 });
  });
});

describe('POST /api/releases/beacon', () => {
  it('counts an error on a page a shell served, against its version', async () => {
    const { beacon, careers } = await withCanary();
    const response = await beacon(served(V2, 'hydration'));
    expect(response.statusCode).toBe(204);
    expect((await careers()).health[V2]).toEqual({ renders: 0, errors: 0, clientErrors: 1 });
  });

  it("takes navigator.sendBeacon's text/plain body", async () => {
    const { beacon, careers } = await withCanary();
    expect((await beacon(JSON.stringify(served(V1)), { 'content-type': 'text/plain;charset=UTF-8' })).statusCode).toBe(204);
    expect((await careers()).health[V1]?.clientErrors).toBe(1);
  });

  it.each([
    ['no token', { remote: 'mfe_careers', version: V2, kind: 'runtime', token: '' }],
    ['a token signed with another key', served(V2, 'runtime', { key: 'another-release-report-key-0123456789abcdef' })],
    ['a token for another version', { ...served(V1), version: V2 }],
    ['a token for another remote', { ...served(V2), remote: 'mfe_contact' }],
    ['an expired token', served(V2, 'runtime', { exp: Math.floor(TEST_NOW.getTime() / 1000) - 1 })],
    ['a forged token', { ...served(V2), token: served(V2).token.replace(/^[^.]+/, 'eyJ2ZXJzaW9ucyI6e319') }],
  ])('answers 422 to a beacon with %s, and counts nothing', async (_label, payload) => {
    const { beacon, careers } = await withCanary();
    const response = await beacon(payload);
    expect(response.statusCode).toBe(422);
    expect((await careers()).health[V2]?.clientErrors).toBe(0);
  });

  it('counts an address once, however many beacons it sends: 50 do not abort a clean canary, nor mask a bad one', async () => {
    const { beacon, health, careers } = await withCanary();
    await health([
      { version: V1, renders: 100, errors: 0 },
      { version: V2, renders: 20, errors: 0 },
    ]);
    // 60 in all: the most an address may send in a minute.
    for (let sent = 0; sent < 50; sent += 1) expect((await beacon(served(V2))).statusCode).toBe(204);
    for (let sent = 0; sent < 10; sent += 1) expect((await beacon(served(V1))).statusCode).toBe(204);
    expect((await careers()).canary?.version).toBe(V2);
    expect((await careers()).health).toMatchObject({ [V1]: { clientErrors: 1 }, [V2]: { clientErrors: 1 } });
  });

  it('aborts a canary once browsers at several addresses report errors past the margin', async () => {
    const { beacon, health, careers, systemEvents } = await withCanary();
    await health([{ version: V2, renders: 20, errors: 0 }]);
    for (const address of ['203.0.113.1', '203.0.113.2']) await beacon(served(V2), {}, address);
    expect((await careers()).canary?.version).toBe(V2);
    await beacon(served(V2), {}, '203.0.113.3');
    expect((await careers()).canary).toBeUndefined();
    expect(await systemEvents()).toMatchObject([
      { action: 'canary-aborted', reason: '3 of 20 renders failed (15.0 %) against 0.0 % on live' },
    ]);
  });

  it('answers 413 to a body larger than a beacon', async () => {
    const { beacon } = await withCanary();
    const response = await beacon(JSON.stringify({ ...served(V2), padding: 'x'.repeat(RELEASE_BEACON_MAX_BYTES) }), {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['not JSON', '{"remote":', { 'content-type': 'application/json' }],
    ['an unknown kind', JSON.stringify({ ...served(V2), kind: 'layout' }), { 'content-type': 'application/json' }],
    ['a message', JSON.stringify({ ...served(V2), message: 'x' }), { 'content-type': 'application/json' }],
  ])('answers 400 to %s', async (_label, payload, headers) => {
    const { beacon, careers } = await withCanary();
    const response = await beacon(payload, headers);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    expect((await careers()).health[V2]?.clientErrors).toBe(0);
  });

  it('answers 422 for a version neither live nor on canary', async () => {
    const { beacon, careers } = await withCanary();
    const response = await beacon(served(V3));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: `Version ${V3} is neither live nor on canary for mfe_careers` });
    expect((await careers()).health[V3]?.clientErrors).toBe(0);
  });

  it('answers 429 past the beacons an address may send in a minute', async () => {
    const { beacon } = await withCanary();
    for (let sent = 0; sent < BEACON_RATE_LIMIT.max; sent += 1) expect((await beacon(served(V1))).statusCode).toBe(204);
    expect((await beacon(served(V1))).statusCode).toBe(429);
  });
});

it('documents the release endpoints in the OpenAPI document', async () => {
  const { app } = await createReleaseTestApp({ adminToken: 'a-long-enough-admin-token' });
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/releases/feed',
      '/api/releases/health',
      '/api/releases/beacon',
      '/api/staff/releases',
      '/api/staff/releases/{remote}/canary',
      '/api/staff/releases/preview',
      '/api/admin/releases/{remote}/promote',
    ]),
  );
  expect(JSON.stringify(document.paths['/api/staff/releases/{remote}/canary'])).toContain('"422"');
});
