import { releaseEventPageSchema, releaseStatusSchema, remoteReleasesSchema } from 'contracts/releases';
import { ADMIN_FAILURES_MAX } from '../../../plugins/admin-token';
import { createReleaseTestApp, V1, V2 } from '../../../test-support/releases';
import { closeTestApps } from '../../../test-support/test-app';

afterEach(closeTestApps);

const ADMIN_TOKEN = 'release-pipeline-token-7c1e90';
const AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };

async function setup() {
  const context = await createReleaseTestApp({ adminToken: ADMIN_TOKEN });
  const post = (path: string, payload: object, headers: Record<string, string> = AUTH) =>
    context.app.inject({ method: 'POST', url: `/api/admin/releases${path}`, payload, headers });
  return { ...context, post };
}

describe('/api/admin/releases', () => {
  it('lets a release pipeline publish, canary and promote, recorded as done by the machine token', async () => {
    const { app, post, world, store } = await setup();
    world.build({ remote: 'mfe_careers', version: V1 });
    world.build({ remote: 'mfe_careers', version: V2 });
    expect((await post('/mfe_careers/versions', { version: V1 })).statusCode).toBe(201);
    expect((await post('/mfe_careers/promote', { version: V1 })).statusCode).toBe(200);
    expect((await post('/mfe_careers/versions', { version: V2 })).statusCode).toBe(201);
    const canary = await post('/mfe_careers/canary', { version: V2, share: 25 });
    expect(canary.statusCode).toBe(200);
    expect(canary.headers['cache-control']).toBe('no-store');
    expect(remoteReleasesSchema.parse(canary.json())).toMatchObject({
      live: { version: V1, by: { type: 'admin-token' } },
      canary: { version: V2, share: 25, by: { type: 'admin-token' } },
    });

    const status = await app.inject({ method: 'GET', url: '/api/admin/releases', headers: AUTH });
    expect(releaseStatusSchema.parse(status.json()).remotes).toHaveLength(4);
    const history = await app.inject({ method: 'GET', url: '/api/admin/releases/mfe_careers/history', headers: AUTH });
    const events = releaseEventPageSchema.parse(history.json()).items;
    expect(events.every(({ actor }) => actor.type === 'admin-token')).toBe(true);
    expect(events.map(({ action }) => action)).toEqual([
      'canary-started',
      'gated',
      'published',
      'promoted',
      'gated',
      'published',
    ]);
    const audit = (await store.auditLog.list({ targetType: 'release' }, { page: 1, pageSize: 20 })).items;
    expect(audit).toHaveLength(events.length);
    expect(audit.every(({ actor }) => actor.type === 'admin-token')).toBe(true);
  });

  it('has no preview', async () => {
    const { post } = await setup();
    expect((await post('/preview', { versions: {} })).statusCode).toBe(404);
  });

  it('answers 401 without the token, and changes nothing', async () => {
    const { post, world, registry } = await setup();
    world.build({ remote: 'mfe_careers', version: V1 });
    const response = await post('/mfe_careers/versions', { version: V1 }, {});
    expect(response.statusCode).toBe(401);
    expect((await registry.remote('mfe_careers')).versions).toEqual([]);
  });

  it('shares the lockout of /api/admin: wrong tokens here lock the address out there too', async () => {
    const { app, post } = await setup();
    for (let attempt = 0; attempt < ADMIN_FAILURES_MAX; attempt += 1) {
      expect((await post('/mfe_careers/abort', {}, { authorization: 'Bearer wrong-token' })).statusCode).toBe(401);
    }
    expect((await post('/mfe_careers/abort', {})).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: AUTH })).statusCode).toBe(429);
  });

  it('answers 404 to everything when no token is configured', async () => {
    const { app } = await createReleaseTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/admin/releases', headers: AUTH });
    expect(response.statusCode).toBe(404);
  });
});
