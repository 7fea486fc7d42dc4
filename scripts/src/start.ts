/** `npm start`: build what is missing or stale, then serve the composed site until Ctrl-C. */

import { LOCAL_PORTS } from 'contracts/site-map';
import { buildStaleApps } from './build-stale';
import { startSite } from './compose';

buildStaleApps();

const port = Number(process.env.PORT ?? LOCAL_PORTS.shell);
const site = await startSite({
  ports: { ...LOCAL_PORTS, shell: port },
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
