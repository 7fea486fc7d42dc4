import { REMOTE_NAMES } from 'contracts/federation';
import { createReleaseTestApp, TEST_RELEASE_SETTINGS, V1, V2 } from '../test-support/releases';
import { closeTestApps } from '../test-support/test-app';
import { FIRST_VERSION_REASON, LOCAL_BUILD_REASON, startReleaseBootstrap } from './bootstrap';
import { ADMIN_TOKEN_CHANGER } from './history';

afterEach(closeTestApps);

function logger() {
  const warnings: { remote?: string; problem?: string }[] = [];
  return { warnings, info: () => undefined, warn: (details: object) => void warnings.push(details) };
}

async function setup() {
  const context = await createReleaseTestApp();
  const log = logger();
  const start = (adoptEveryBuild = false) =>
    startReleaseBootstrap({
      store: context.store,
      registry: context.registry,
      origins: TEST_RELEASE_SETTINGS.origins,
      fetch: context.world.fetch,
      logger: log,
      retryMs: 5,
      adoptEveryBuild,
    });
  return { ...context, log, start };
}

describe('the first live versions', () => {
  it('makes the version each origin serves at its root live, as the system, without the gate', async () => {
    const { world, store, start } = await setup();
    for (const remote of REMOTE_NAMES) {
      world.build({ remote, version: V1 });
      world.servedAtRoot[remote] = V1;
    }
    world.shell.reachable = false;
    await start().done;
    for (const remote of REMOTE_NAMES) {
      expect((await store.releases.state(remote)).live).toMatchObject({ version: V1, by: { type: 'system' } });
      const { items } = await store.releases.history(remote, { page: 1, pageSize: 10 });
      expect(items).toMatchObject([
        { action: 'promoted', to: V1, reason: FIRST_VERSION_REASON, actor: { type: 'system' } },
        { action: 'published', to: V1, actor: { type: 'system' } },
      ]);
    }
    const audit = (await store.auditLog.list({ action: 'release.promoted' }, { page: 1, pageSize: 10 })).items;
    expect(audit).toHaveLength(REMOTE_NAMES.length);
    expect(audit.every(({ actor }) => actor.type === 'system')).toBe(true);
  });

  it('leaves a remote that has a live version alone', async () => {
    const { world, store, registry, start } = await setup();
    for (const remote of REMOTE_NAMES) {
      world.build({ remote, version: V1 });
      world.servedAtRoot[remote] = V1;
    }
    world.build({ remote: 'mfe_careers', version: V2 });
    await registry.publish('mfe_careers', V2, ADMIN_TOKEN_CHANGER);
    await registry.promote('mfe_careers', V2, ADMIN_TOKEN_CHANGER);
    await start().done;
    expect((await store.releases.state('mfe_careers')).live?.version).toBe(V2);
    expect((await store.releases.versions('mfe_careers')).map(({ version }) => version)).toEqual([V2]);
  });

  it('under npm start, makes a new build the origin serves live over the live version, and leaves a live build alone', async () => {
    const { world, store, start } = await setup();
    for (const remote of REMOTE_NAMES) {
      world.build({ remote, version: V1 });
      world.servedAtRoot[remote] = V1;
    }
    await start(true).done;
    world.build({ remote: 'mfe_careers', version: V2 });
    world.servedAtRoot.mfe_careers = V2;
    await start(true).done;
    expect((await store.releases.state('mfe_careers')).live).toMatchObject({ version: V2, by: { type: 'system' } });
    const { items } = await store.releases.history('mfe_careers', { page: 1, pageSize: 10 });
    expect(items[0]).toMatchObject({ action: 'promoted', to: V2, reason: LOCAL_BUILD_REASON, actor: { type: 'system' } });
    // The build already live stays as it is: nothing new in its history.
    const marketing = await store.releases.history('mfe_marketing', { page: 1, pageSize: 10 });
    expect(marketing.total).toBe(2);
  });

  it('tries again until an origin answers, logging each kind of failure once, without blocking anything', async () => {
    const { world, store, start, log } = await setup();
    for (const remote of REMOTE_NAMES) {
      world.build({ remote, version: V1 });
      world.servedAtRoot[remote] = V1;
    }
    world.unreachable.add('mfe_staff');
    const bootstrap = start();
    // Until the first round has reached every remote (its warning is the last thing it does).
    for (let round = 0; round < 500 && log.warnings.length === 0; round++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await store.releases.state('mfe_careers')).live?.version).toBe(V1);
    expect((await store.releases.state('mfe_staff')).live).toBeUndefined();
    expect(log.warnings).toEqual([
      { remote: 'mfe_staff', problem: `${TEST_RELEASE_SETTINGS.origins.mfe_staff}/release.json could not be reached` },
    ]);

    world.unreachable.delete('mfe_staff');
    await bootstrap.done;
    expect((await store.releases.state('mfe_staff')).live?.version).toBe(V1);
  });

  it('stops trying when stopped', async () => {
    const { world, start, store } = await setup();
    world.unreachable = new Set(REMOTE_NAMES);
    const bootstrap = start();
    bootstrap.stop();
    await bootstrap.done;
    expect((await store.releases.state('mfe_careers')).live).toBeUndefined();
  });
});
