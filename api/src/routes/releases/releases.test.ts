import { errorBodySchema } from 'contracts';
import { RELEASE_BEACON_MAX_BYTES, type ReleaseEvent, releaseFeedSchema, remoteReleasesSchema } from 'contracts/releases';
import { ADMIN_TOKEN_CHANGER } from '../../releases/history';
import { createReleaseTestApp, V1, V2, V3, withLiveVersion } from '../../test-support/releases';
import { closeTestApps } from '../../test-support/test-app';
import { BEACON_RATE_LIMIT } from './index';

afterEach(closeTestApps);

/** Careers with V1 live and V2 on canary for 10 % of visitors. */
async function withCanary() {
  const context = await createReleaseTestApp();
  await withLiveVersion(context.registry, context.world, 'mfe_careers', V1, V2, V3);
  await context.registry.startCanary('mfe_careers', V2, 10, ADMIN_TOKEN_CHANGER);
  const health = (counts: { remote?: string; version: string; renders: number; errors: number }[]) =>
    context.app.inject({
      method: 'POST',
      url: '/api/releases/health',
      payload: { counts: counts.map((count) => ({ remote: 'mfe_careers', ...count })) },
    });
  const beacon = (payload: object | string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: '/api/releases/beacon', payload, headers });
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
    [{ counts: [{ remote: 'mfe_careers', version: V1, renders: -1, errors: 0 }] }],
    [{ counts: [{ remote: 'mfe_nowhere', version: V1, renders: 1, errors: 0 }] }],
    [{ counts: [], extra: true }],
  ])('refuses a malformed report with 400 and counts nothing: %j', async (payload) => {
    const { app, careers } = await withCanary();
    const response = await app.inject({ method: 'POST', url: '/api/releases/health', payload });
    expect(response.statusCode).toBe(400);
    expect((await careers()).health[V1]).toEqual({ renders: 0, errors: 0, clientErrors: 0 });
  });
});

describe('POST /api/releases/beacon', () => {
  it('counts one browser error against the version, keeping nothing else of the request', async () => {
    const { beacon, careers } = await withCanary();
    const response = await beacon({ remote: 'mfe_careers', version: V2, kind: 'hydration' });
    expect(response.statusCode).toBe(204);
    expect((await careers()).health[V2]).toEqual({ renders: 0, errors: 0, clientErrors: 1 });
  });

  it("takes navigator.sendBeacon's text/plain body", async () => {
    const { beacon, careers } = await withCanary();
    const body = JSON.stringify({ remote: 'mfe_careers', version: V1, kind: 'runtime' });
    expect((await beacon(body, { 'content-type': 'text/plain;charset=UTF-8' })).statusCode).toBe(204);
    expect((await careers()).health[V1]?.clientErrors).toBe(1);
  });

  it('aborts a canary whose browsers report errors past the margin', async () => {
    const { beacon, health, careers, systemEvents } = await withCanary();
    await health([{ version: V2, renders: 20, errors: 0 }]);
    for (let report = 0; report < 2; report += 1) await beacon({ remote: 'mfe_careers', version: V2, kind: 'runtime' });
    expect((await careers()).canary).toBeUndefined();
    expect(await systemEvents()).toMatchObject([
      { action: 'canary-aborted', reason: '2 of 20 renders failed (10.0 %) against 0.0 % on live' },
    ]);
  });

  it('answers 413 to a body larger than a beacon', async () => {
    const { beacon } = await withCanary();
    const response = await beacon(
      JSON.stringify({ remote: 'mfe_careers', version: V2, kind: 'runtime', padding: 'x'.repeat(RELEASE_BEACON_MAX_BYTES) }),
      { 'content-type': 'application/json' },
    );
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['not JSON', '{"remote":', { 'content-type': 'application/json' }],
    [
      'an unknown kind',
      JSON.stringify({ remote: 'mfe_careers', version: V2, kind: 'layout' }),
      { 'content-type': 'application/json' },
    ],
    [
      'a message',
      JSON.stringify({ remote: 'mfe_careers', version: V2, kind: 'runtime', message: 'x' }),
      { 'content-type': 'application/json' },
    ],
  ])('answers 400 to %s', async (_label, payload, headers) => {
    const { beacon, careers } = await withCanary();
    const response = await beacon(payload, headers);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    expect((await careers()).health[V2]?.clientErrors).toBe(0);
  });

  it('answers 422 for a version neither live nor on canary', async () => {
    const { beacon, careers } = await withCanary();
    const response = await beacon({ remote: 'mfe_careers', version: V3, kind: 'runtime' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: `Version ${V3} is neither live nor on canary for mfe_careers` });
    expect((await careers()).health[V3]?.clientErrors).toBe(0);
  });

  it('answers 429 past the beacons an address may send in a minute', async () => {
    const { beacon, careers } = await withCanary();
    const payload = { remote: 'mfe_careers', version: V1, kind: 'runtime' };
    for (let sent = 0; sent < BEACON_RATE_LIMIT.max; sent += 1) expect((await beacon(payload)).statusCode).toBe(204);
    const refused = await beacon(payload);
    expect(refused.statusCode).toBe(429);
    expect((await careers()).health[V1]?.clientErrors).toBe(BEACON_RATE_LIMIT.max);
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
