import { createHash } from 'node:crypto';
import { errorBodySchema } from 'contracts';
import { REMOTE_NAMES, REMOTES } from 'contracts/federation';
import {
  gateRefusalSchema,
  RELEASE_PREVIEW_COOKIE,
  RELEASE_PREVIEW_MAX_AGE_S,
  releaseEventPageSchema,
  releaseFeedSchema,
  releaseStatusSchema,
  remoteReleasesSchema,
} from 'contracts/releases';
import type { AuditAction } from 'contracts/staff';
import type { InjectOptions } from 'fastify';
import { verifyPreviewToken } from '../../../releases/preview-token';
import { createReleaseTestApp, fakeManifest, fakeServerEntry, V1, V2, V3, withLiveVersion } from '../../../test-support/releases';
import { asStaff, FROM_THE_SITE, signedInStaff } from '../../../test-support/staff';
import { closeTestApps } from '../../../test-support/test-app';

afterEach(closeTestApps);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function setup() {
  const testApp = await createReleaseTestApp();
  const { app, store } = testApp;
  const releaser = await signedInStaff(app, store, 'releaser');
  const send = (options: InjectOptions) => app.inject(asStaff(releaser, options));
  const post = (path: string, payload: object) => send({ method: 'POST', url: `/api/staff/releases${path}`, payload });
  const careers = async () => remoteReleasesSchema.parse(await testApp.registry.remote('mfe_careers'));
  const history = async () =>
    releaseEventPageSchema.parse((await send({ method: 'GET', url: '/api/staff/releases/mfe_careers/history' })).json()).items;
  const audit = async () => (await store.auditLog.list({ targetType: 'release' }, { page: 1, pageSize: 100 })).items;
  /** The entries of one action (the clock stands still in these tests, so the log's order among them says nothing). */
  const audited = async (action: AuditAction) => (await store.auditLog.list({ action }, { page: 1, pageSize: 100 })).items;
  return { ...testApp, releaser, send, post, careers, history, audit, audited };
}

/** Careers with V1 live and V2 (and V3) published: the usual starting point. */
async function setupWithLive() {
  const context = await setup();
  await withLiveVersion(context.registry, context.world, 'mfe_careers', V1, V2, V3);
  return context;
}

describe('GET /api/staff/releases', () => {
  it('shows every remote in order, nothing published yet', async () => {
    const { send } = await setup();
    const response = await send({ method: 'GET', url: '/api/staff/releases' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(releaseStatusSchema.parse(response.json())).toEqual({
      remotes: REMOTE_NAMES.map((remote) => ({ remote, versions: [], health: {} })),
    });
  });

  it('shows versions newest first, health per version and where a rollback goes', async () => {
    const { send, registry, world, clock } = await setup();
    await withLiveVersion(registry, world, 'mfe_careers', V1);
    clock.now = new Date(clock.now.getTime() + 60_000);
    world.build({ remote: 'mfe_careers', version: V2 });
    await registry.publish('mfe_careers', V2, { type: 'admin-token' });
    await registry.promote('mfe_careers', V2, { type: 'admin-token' });
    const careers = releaseStatusSchema
      .parse((await send({ method: 'GET', url: '/api/staff/releases' })).json())
      .remotes.find(({ remote }) => remote === 'mfe_careers');
    expect(careers).toMatchObject({
      live: { version: V2, by: { type: 'admin-token' } },
      previous: V1,
      health: { [V1]: { renders: 0, errors: 0, clientErrors: 0 }, [V2]: { renders: 0, errors: 0, clientErrors: 0 } },
    });
    expect(careers?.versions.map(({ version }) => version)).toEqual([V2, V1]);
  });
});

describe('publishing', () => {
  it('registers a version its origin serves, pinned by the SHA-256 of its manifest and server entry', async () => {
    const { post, world, releaser, history, audit, clock } = await setup();
    world.build({ remote: 'mfe_careers', version: V1, builtAt: '2026-11-20T08:00:00.000Z' });
    const response = await post('/mfe_careers/versions', { version: V1 });
    expect(response.statusCode).toBe(201);
    const { versions } = remoteReleasesSchema.parse(response.json());
    expect(versions).toEqual([
      {
        remote: 'mfe_careers',
        version: V1,
        packageVersion: '1.0.0',
        builtAt: '2026-11-20T08:00:00.000Z',
        publishedAt: clock.now.toISOString(),
        publishedBy: { type: 'staff', id: releaser.account.id, email: releaser.account.email },
        manifestSha256: sha256(JSON.stringify(fakeManifest({ remote: 'mfe_careers', version: V1 }))),
        serverEntrySha256: sha256(fakeServerEntry({ remote: 'mfe_careers', version: V1 })),
      },
    ]);
    expect(await history()).toMatchObject([{ action: 'published', to: V1, actor: { type: 'staff', id: releaser.account.id } }]);
    expect(await audit()).toMatchObject([
      {
        action: 'release.published',
        target: { type: 'release', id: `mfe_careers@${V1}` },
        actor: { type: 'staff', id: releaser.account.id, role: 'releaser' },
        details: { to: V1 },
      },
    ]);
  });

  it.each([
    ['the origin does not have it', () => undefined, `release.json answered 404`],
    [
      'its descriptor names another version',
      (world: Awaited<ReturnType<typeof setup>>['world']) =>
        world.builds.set(`mfe_careers@${V1}`, { remote: 'mfe_careers', version: V2 }),
      `its release.json names mfe_careers ${V2}`,
    ],
    [
      'the origin cannot be reached',
      (world: Awaited<ReturnType<typeof setup>>['world']) => world.unreachable.add('mfe_careers'),
      'release.json could not be reached',
    ],
  ])('answers 422 when %s, naming what failed, and changes nothing', async (_label, arrange, problem) => {
    const { post, world, careers, history, audit } = await setup();
    arrange(world);
    const response = await post('/mfe_careers/versions', { version: V1 });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).message).toBe(
      `The origin of mfe_careers does not serve version ${V1}: ${problem}`,
    );
    expect((await careers()).versions).toEqual([]);
    expect(await history()).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it('answers 409 for a version published already', async () => {
    const { post, world, history } = await setup();
    world.build({ remote: 'mfe_careers', version: V1 });
    await post('/mfe_careers/versions', { version: V1 });
    const again = await post('/mfe_careers/versions', { version: V1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `Version ${V1} of mfe_careers is already published` });
    expect(await history()).toHaveLength(1);
  });

  it.each([
    ['an unknown remote', '/mfe_nowhere/versions', { version: V1 }, 404, { message: 'Unknown remote' }],
    [
      'a malformed version',
      '/mfe_careers/versions',
      { version: 'latest' },
      400,
      { message: 'Some fields need your attention.', errors: { version: 'Name a version such as 1.0.0-3f9a2b1c4d' } },
    ],
    [
      'an unknown field',
      '/mfe_careers/versions',
      { version: V1, force: true },
      400,
      { message: 'Some fields need your attention.', errors: { force: 'Unknown field' } },
    ],
  ])('refuses %s', async (_label, path, payload, status, body) => {
    const { post, world } = await setup();
    world.build({ remote: 'mfe_careers', version: V1 });
    const response = await post(path, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('keeps the latest versions and prunes older ones after a publication', async () => {
    const { post, world, careers, clock, app } = await setup();
    const settingsKeep = 10;
    const versions = Array.from({ length: settingsKeep + 2 }, (_, index) => `1.0.${index}-${String(index).padStart(10, '0')}`);
    for (const version of versions) {
      clock.now = new Date(clock.now.getTime() + 60_000);
      world.build({ remote: 'mfe_careers', version });
      expect((await post('/mfe_careers/versions', { version })).statusCode).toBe(201);
    }
    expect((await careers()).versions.map(({ version }) => version)).toEqual(versions.slice(2).reverse());
    const feed = releaseFeedSchema.parse((await app.inject({ method: 'GET', url: '/api/releases/feed' })).json());
    expect(feed.remotes.mfe_careers?.versions).toHaveLength(settingsKeep);
  });
});

describe('the contract gate', () => {
  it('records a failed run on the version, with the missing module, in the history and the audit log', async () => {
    const { post, world, history, audited } = await setup();
    world.build({
      remote: 'mfe_careers',
      version: V1,
      exposes: REMOTES.mfe_careers.exposes.filter((module) => module !== './JobPage'),
    });
    await post('/mfe_careers/versions', { version: V1 });
    const response = await post('/mfe_careers/gate', { version: V1 });
    expect(response.statusCode).toBe(200);
    const gate = remoteReleasesSchema.parse(response.json()).versions[0]?.gate;
    expect(gate?.passed).toBe(false);
    expect(gate?.checks.find(({ check }) => check === 'exposes')).toEqual({
      check: 'exposes',
      passed: false,
      detail: 'missing ./JobPage',
    });
    expect((await history())[0]).toMatchObject({ action: 'gated', to: V1, reason: 'failed: exposes: missing ./JobPage' });
    expect((await audited('release.gated'))[0]).toMatchObject({
      action: 'release.gated',
      details: { reason: 'failed: exposes: missing ./JobPage' },
    });
  });

  it('records a passed run', async () => {
    const { post, world } = await setup();
    world.build({ remote: 'mfe_careers', version: V1 });
    await post('/mfe_careers/versions', { version: V1 });
    const gate = remoteReleasesSchema.parse((await post('/mfe_careers/gate', { version: V1 })).json()).versions[0]?.gate;
    expect(gate).toMatchObject({ passed: true, checks: [{ passed: true }, { passed: true }, { passed: true }] });
  });

  it('answers 404 for a version not published', async () => {
    const { post } = await setup();
    const response = await post('/mfe_careers/gate', { version: V1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: `Version ${V1} of mfe_careers is not published` });
  });
});

describe('canaries', () => {
  it('gives a version to a share of visitors once the gate passes, with its health from zero', async () => {
    const { post, store, releaser, history, audited, clock } = await setupWithLive();
    await store.releases.addHealth('mfe_careers', V2, { renders: 9, errors: 9 });
    const response = await post('/mfe_careers/canary', { version: V2, share: 10 });
    expect(response.statusCode).toBe(200);
    const careers = remoteReleasesSchema.parse(response.json());
    expect(careers.canary).toEqual({
      version: V2,
      share: 10,
      since: clock.now.toISOString(),
      by: { type: 'staff', id: releaser.account.id, email: releaser.account.email },
    });
    expect(careers.health[V2]).toEqual({ renders: 0, errors: 0, clientErrors: 0 });
    expect((await history()).slice(0, 2)).toMatchObject([
      { action: 'canary-started', from: V1, to: V2, share: 10 },
      { action: 'gated', to: V2, reason: 'every check passed' },
    ]);
    expect((await audited('release.canary-started'))[0]).toMatchObject({
      action: 'release.canary-started',
      target: { id: `mfe_careers@${V2}` },
      details: { from: V1, to: V2, share: 10 },
    });
  });

  it.each([
    ['a share of 0', { version: V2, share: 0 }, 400, { share: 'Give the share as a whole percentage from 1 to 50' }],
    ['a share of 51', { version: V2, share: 51 }, 400, { share: 'Give the share as a whole percentage from 1 to 50' }],
    ['a share of 2.5', { version: V2, share: 2.5 }, 400, { share: 'Give the share as a whole percentage from 1 to 50' }],
    ['a version not published', { version: '9.9.9-ffffffffff', share: 10 }, 404, undefined],
    ['the live version', { version: V1, share: 10 }, 409, undefined],
  ])('refuses %s and changes nothing', async (_label, payload, status, errors) => {
    const { post, careers, history } = await setupWithLive();
    const before = await careers();
    const eventsBefore = await history();
    const response = await post('/mfe_careers/canary', payload);
    expect(response.statusCode).toBe(status);
    const body = errorBodySchema.parse(response.json());
    if (errors) expect(body.errors).toEqual(errors);
    if (status === 404) expect(body.message).toBe('Version 9.9.9-ffffffffff of mfe_careers is not published');
    if (status === 409) expect(body.message).toBe(`Version ${V1} is already live for mfe_careers`);
    expect(await careers()).toEqual(before);
    expect(await history()).toEqual(eventsBefore);
  });

  it('refuses a second canary while one runs, naming it', async () => {
    const { post } = await setupWithLive();
    await post('/mfe_careers/canary', { version: V2, share: 10 });
    const response = await post('/mfe_careers/canary', { version: V3, share: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: `Abort the running canary of mfe_careers (${V2}) first` });
  });

  it('refuses with 422 and the gate result a version needing a newer React than the shell provides', async () => {
    const { post, world, registry, careers } = await setup();
    await withLiveVersion(registry, world, 'mfe_careers', V1);
    world.shell.federation.shared.react = '19.2.1';
    world.build({ remote: 'mfe_careers', version: V2, shared: { react: '^19.4.0', 'shared-ui': '^1.0.0' } });
    await registry.publish('mfe_careers', V2, { type: 'admin-token' });
    const before = await careers();
    const response = await post('/mfe_careers/canary', { version: V2, share: 10 });
    expect(response.statusCode).toBe(422);
    const refusal = gateRefusalSchema.parse(response.json());
    expect(refusal.message).toBe(
      `The contract gate refused version ${V2} of mfe_careers: shared: react needs ^19.4.0, the shell provides 19.2.1`,
    );
    expect(refusal.gate.checks.find(({ check }) => check === 'shared')).toEqual({
      check: 'shared',
      passed: false,
      detail: 'react needs ^19.4.0, the shell provides 19.2.1',
    });
    const after = await careers();
    expect(after.canary).toBeUndefined();
    expect(after.live).toEqual(before.live);
  });

  it('lets one of two simultaneous canaries through and refuses the other', async () => {
    const { post, careers } = await setupWithLive();
    const responses = await Promise.all([
      post('/mfe_careers/canary', { version: V2, share: 10 }),
      post('/mfe_careers/canary', { version: V3, share: 20 }),
    ]);
    expect(responses.map(({ statusCode }) => statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find(({ statusCode }) => statusCode === 200)!;
    expect((await careers()).canary).toEqual(remoteReleasesSchema.parse(winner.json()).canary);
  });

  it('aborts a running canary with a reason, and answers 409 when none runs', async () => {
    const { post, history, audited } = await setupWithLive();
    expect((await post('/mfe_careers/abort', {})).statusCode).toBe(409);
    await post('/mfe_careers/canary', { version: V2, share: 10 });
    const response = await post('/mfe_careers/abort', { reason: 'Layout shift on the job page' });
    expect(response.statusCode).toBe(200);
    expect(remoteReleasesSchema.parse(response.json())).not.toHaveProperty('canary');
    expect((await history())[0]).toMatchObject({ action: 'canary-aborted', from: V2, reason: 'Layout shift on the job page' });
    expect((await audited('release.canary-aborted'))[0]).toMatchObject({
      action: 'release.canary-aborted',
      target: { id: `mfe_careers@${V2}` },
      details: { from: V2, reason: 'Layout shift on the job page' },
    });
  });
});

describe('promoting and rolling back', () => {
  it("promotes the canary's version when none is named: live moves on, the canary ends", async () => {
    const { post, history, audited, releaser } = await setupWithLive();
    await post('/mfe_careers/canary', { version: V2, share: 10 });
    const response = await post('/mfe_careers/promote', {});
    expect(response.statusCode).toBe(200);
    const careers = remoteReleasesSchema.parse(response.json());
    expect(careers).toMatchObject({ live: { version: V2, by: { type: 'staff', id: releaser.account.id } }, previous: V1 });
    expect(careers).not.toHaveProperty('canary');
    expect((await history())[0]).toMatchObject({ action: 'promoted', from: V1, to: V2 });
    expect((await audited('release.promoted')).find(({ target }) => target.id === `mfe_careers@${V2}`)).toMatchObject({
      details: { from: V1, to: V2 },
    });
  });

  it('answers 409 to a promotion naming nothing while no canary runs', async () => {
    const { post } = await setupWithLive();
    const response = await post('/mfe_careers/promote', {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'No canary runs for mfe_careers: name the version to promote' });
  });

  it('refuses to promote a version whose gate fails, and leaves live as it was', async () => {
    const { post, world, registry, careers } = await setup();
    await withLiveVersion(registry, world, 'mfe_careers', V1);
    world.build({ remote: 'mfe_careers', version: V2 });
    await registry.publish('mfe_careers', V2, { type: 'admin-token' });
    world.shell.pages.set('/careers', { status: 500 });
    const before = await careers();
    const response = await post('/mfe_careers/promote', { version: V2 });
    expect(response.statusCode).toBe(422);
    expect(gateRefusalSchema.parse(response.json()).message).toBe(
      `The contract gate refused version ${V2} of mfe_careers: render: /careers answered 500`,
    );
    const after = await careers();
    expect(after.live).toEqual(before.live);
    expect(after.previous).toBeUndefined();
  });

  it('rolls back to the previous live version without the gate, ending any canary', async () => {
    const { post, world, history, audited } = await setupWithLive();
    await post('/mfe_careers/promote', { version: V2 });
    await post('/mfe_careers/canary', { version: V3, share: 5 });
    // The shell is down: a rollback must not depend on it.
    world.shell.reachable = false;
    const response = await post('/mfe_careers/rollback', { reason: 'Errors after the release' });
    expect(response.statusCode).toBe(200);
    const careers = remoteReleasesSchema.parse(response.json());
    expect(careers.live?.version).toBe(V1);
    expect(careers).not.toHaveProperty('canary');
    expect(careers).not.toHaveProperty('previous');
    expect((await history())[0]).toMatchObject({ action: 'rolled-back', from: V2, to: V1, reason: 'Errors after the release' });
    expect((await history())[1]).toMatchObject({ action: 'canary-started' });
    expect((await audited('release.rolled-back'))[0]).toMatchObject({
      action: 'release.rolled-back',
      target: { id: `mfe_careers@${V2}` },
      details: { from: V2, to: V1 },
    });
  });

  it('rolls back one live version at a time, and answers 409 once there is none before', async () => {
    const { post, careers } = await setupWithLive();
    await post('/mfe_careers/promote', { version: V2 });
    await post('/mfe_careers/promote', { version: V3 });
    expect((await post('/mfe_careers/rollback', {})).statusCode).toBe(200);
    expect((await careers()).live?.version).toBe(V2);
    expect((await post('/mfe_careers/rollback', {})).statusCode).toBe(200);
    expect((await careers()).live?.version).toBe(V1);
    const none = await post('/mfe_careers/rollback', {});
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: 'mfe_careers has no earlier live version to roll back to' });
  });
});

describe('history', () => {
  it('pages the history newest first', async () => {
    const { send } = await setupWithLive();
    const response = await send({ method: 'GET', url: '/api/staff/releases/mfe_careers/history?page=1&pageSize=2' });
    const page = releaseEventPageSchema.parse(response.json());
    // Three publications, the gate run and the promotion.
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page.items.map(({ action }) => action)).toEqual(['promoted', 'gated']);
  });

  it('refuses an unknown remote with 404 and a bad page size with 400', async () => {
    const { send } = await setup();
    expect((await send({ method: 'GET', url: '/api/staff/releases/shell/history' })).json()).toEqual({
      message: 'Unknown remote',
    });
    const response = await send({ method: 'GET', url: '/api/staff/releases/mfe_careers/history?pageSize=500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ pageSize: 'Page size cannot exceed 100' });
  });
});

describe('the preview cookie', () => {
  it('shows this browser published versions for an hour, signed with the key the feed publishes', async () => {
    const { post, app, clock, audited } = await setupWithLive();
    const response = await post('/preview', { versions: { mfe_careers: V2 } });
    expect(response.statusCode).toBe(204);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${RELEASE_PREVIEW_COOKIE}=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+;`));
    for (const attribute of ['Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax', `Max-Age=${RELEASE_PREVIEW_MAX_AGE_S}`]) {
      expect(setCookie).toContain(attribute);
    }
    const token = response.cookies.find(({ name }) => name === RELEASE_PREVIEW_COOKIE)!.value;
    const feed = releaseFeedSchema.parse((await app.inject({ method: 'GET', url: '/api/releases/feed' })).json());
    expect(verifyPreviewToken(token, feed.previewPublicKey, clock.now)).toEqual({
      versions: { mfe_careers: V2 },
      exp: clock.now.getTime() / 1000 + RELEASE_PREVIEW_MAX_AGE_S,
    });
    expect((await audited('release.previewed'))[0]).toMatchObject({
      action: 'release.previewed',
      target: { id: `mfe_careers@${V2}` },
    });
  });

  it('answers 404 naming a version not published, and sets no cookie', async () => {
    const { post } = await setupWithLive();
    const response = await post('/preview', { versions: { mfe_careers: V2, mfe_contact: V1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: `Version ${V1} of mfe_contact is not published` });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('ends the preview for an empty map', async () => {
    const { post } = await setupWithLive();
    const response = await post('/preview', { versions: {} });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find(({ name }) => name === RELEASE_PREVIEW_COOKIE);
    expect(cookie).toMatchObject({ value: '', maxAge: 0, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});

describe('who may use the registry', () => {
  it.each(['sales', 'recruiter'] as const)('refuses a %s with 403', async (role) => {
    const { app, store } = await setup();
    const member = await signedInStaff(app, store, role);
    const response = await app.inject(asStaff(member, { method: 'GET', url: '/api/staff/releases' }));
    expect(response.statusCode).toBe(403);
  });

  it('lets an admin in, and answers 401 without a session', async () => {
    const { app, store } = await setup();
    const admin = await signedInStaff(app, store, 'admin');
    expect((await app.inject(asStaff(admin, { method: 'GET', url: '/api/staff/releases' }))).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/staff/releases' })).statusCode).toBe(401);
  });

  it('refuses a change that does not come from the site', async () => {
    const { app, releaser, world, careers } = await setup();
    world.build({ remote: 'mfe_careers', version: V1 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/staff/releases/mfe_careers/versions',
      headers: { ...FROM_THE_SITE, origin: 'https://evil.example', cookie: releaser.cookie },
      payload: { version: V1 },
    });
    expect(response.statusCode).toBe(403);
    expect((await careers()).versions).toEqual([]);
  });
});
