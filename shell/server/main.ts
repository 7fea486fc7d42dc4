import { fileURLToPath } from 'node:url';
import { buildShellServer } from './app';
import { readShellConfig } from './config';
import { followReleaseFeed } from './release-feed';
import { createHealthReporter } from './release-health';
import { startRenderPool } from './render-pool';
import { readShellAssets } from './renderer';

const config = readShellConfig();
const releases = followReleaseFeed({ url: config.releaseFeedUrl });
const releaseHealth = createHealthReporter({ url: config.releaseHealthUrl });
const [renderer, { shared }] = await Promise.all([
  startRenderPool({
    distDir: config.distDir,
    remotes: config.remotes,
    apiBase: config.apiUrl,
    maxConcurrentRenders: config.maxConcurrentRenders,
  }),
  readShellAssets(config.distDir),
  // The first pages wait for the registry's answer (or its failure), not a poll's interval.
  releases.start(),
]);
const app = await buildShellServer({
  ...config,
  publicDir: fileURLToPath(new URL('../public', import.meta.url)),
  renderer,
  releases,
  releaseHealth,
  shared,
  logger: true,
});
app.addHook('onClose', async () => {
  releases.stop();
  releaseHealth.stop();
  await releaseHealth.flush();
  await renderer.close();
});
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
