/** `npm start`: build what is missing or stale, then serve the composed site until Ctrl-C. */

import path from 'node:path';
import { LOCAL_PORTS } from 'contracts/site-map';
import { buildStaleApps } from './build-stale';
import { REPO_ROOT, startSite } from './compose';

buildStaleApps();

const port = Number(process.env.PORT ?? LOCAL_PORTS.shell);
const site = await startSite({
  ports: { ...LOCAL_PORTS, shell: port },
  // Kept between runs, beside the API's data: the versions published, and so a rollback's target.
  releasesRoot: path.join(REPO_ROOT, 'data', 'releases'),
  // A change to a remote shows at the next start: each new build goes live without a release.
  apiEnv: { RELEASES_ADOPT_SERVED_BUILDS: 'true' },
  // The shell's server reads and checks them (shell/server/config.ts); it is given nothing else of this environment.
  shellEnv: { TRUST_PROXY: process.env.TRUST_PROXY, EXPOSE_ADMIN: process.env.EXPOSE_ADMIN },
  log: process.env.LOG === '1',
});
console.log(`\nThe site is running at ${site.url} (API ${site.apiUrl}). Press Ctrl-C to stop.\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await site.stop();
    process.exit(0);
  });
}
