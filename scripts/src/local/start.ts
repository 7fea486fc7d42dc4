/** `npm start`: build what is missing or stale, then serve the composed site until told to stop. */

import path from 'node:path';
import { LOCAL_PORTS, offsetPorts } from 'contracts/site-map';
import { requirePinnedNode } from '../node-version/pinned-node';
import { buildStaleApps } from './build-stale';
import { HOST, REPO_ROOT, startSite } from './compose';
import { requirePortsFree } from './ports-free';
import { stopOnExit } from './stop-on-exit';

requirePinnedNode('npm start');
// PORT_OFFSET moves every port, for a second checkout (or a test) beside the first; PORT moves the shell's alone.
const moved = offsetPorts(LOCAL_PORTS, Number(process.env.PORT_OFFSET ?? 0));
const ports = { ...moved, shell: Number(process.env.PORT ?? moved.shell) };
await requirePortsFree({ shell: ports.shell, api: ports.api, ...ports.remotes }, HOST).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

buildStaleApps();

const starting = startSite({
  ports,
  // Kept between runs, beside the API's data: the versions published, and so a rollback's target.
  releasesRoot: path.join(REPO_ROOT, 'data', 'releases'),
  // A change to a remote shows at the next start: each new build goes live without a release.
  // Sample candidates, so the pipelines and the hiring report have something to show on a first start.
  apiEnv: { RELEASES_ADOPT_SERVED_BUILDS: 'true', SEED_SAMPLE_APPLICATIONS: 'true' },
  // The shell's server reads and checks them (shell/server/config.ts); it is given nothing else of this environment.
  shellEnv: {
    TRUST_PROXY: process.env.TRUST_PROXY,
    EXPOSE_ADMIN: process.env.EXPOSE_ADMIN,
    // A start while the API is down renders with the versions of the last run.
    RELEASE_SNAPSHOT_FILE: path.join(REPO_ROOT, 'data', 'shell-release-feed.json'),
  },
  log: process.env.LOG === '1',
});
// Told to stop while starting: what starts is stopped once it has (a start that fails stops its own).
stopOnExit(async () => (await starting.catch(() => undefined))?.stop());
const site = await starting;
console.log(`\nThe site is running at ${site.url} (API ${site.apiUrl}). Press Ctrl-C to stop.\n`);
