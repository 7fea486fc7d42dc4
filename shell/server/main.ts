import { fileURLToPath } from 'node:url';
import type { ReleaseFeed } from 'contracts/releases';
import { processRegistry, startMetricsServer } from 'telemetry/metrics';
import { startTracing } from 'telemetry/tracing';
import { buildShellServer } from './app';
import { readShellConfig } from './config';
import { HEALTH_PATH } from './health';
import { followReleaseFeed, versionsToKeepLoaded } from './release-feed';
import { createHealthReporter } from './release-health';
import { type RenderPool, startRenderPool } from './render-pool';
import { readShellAssets } from './renderer';

const config = readShellConfig();
// Before anything makes a request: the instrumentations must see them.
const tracing = startTracing({
  serviceName: 'shell',
  endpoint: config.telemetry.otlpEndpoint,
  // Health checks, every few seconds: a span each would drown the traces.
  ignorePaths: [HEALTH_PATH, `${HEALTH_PATH}/federation`],
});
const metricsRegistry = processRegistry();
const metricsServer = startMetricsServer({
  registry: metricsRegistry,
  port: config.telemetry.metricsPort,
  host: config.telemetry.metricsHost,
  log: (message, error) => console.error(message, error),
});
// Each new feed goes to every render thread, so that a thread idle between pages loads the
// versions it wants too. The threads read the feed in force at their start themselves.
let renderPool: RenderPool | undefined;
const loadAhead = (feed: ReleaseFeed | undefined) => {
  if (!feed || !renderPool) return;
  const versions = versionsToKeepLoaded(feed).map(({ remote, pinned }) => `${remote}@${pinned.version}`);
  // A thread logs its own failures to load, and tries again. A task refused (the pool closing)
  // is only logged.
  renderPool.loadAhead(feed).then(
    (loaded) => {
      if (loaded) console.log(`Loaded ahead by the render threads: ${versions.join(', ')}`);
    },
    (error: unknown) => console.error('The render threads were not given the new release feed', error),
  );
};
const releases = followReleaseFeed({ url: config.releaseFeedUrl, onChange: loadAhead });
const releaseHealth = createHealthReporter({ url: config.releaseHealthUrl });
const [renderer, { shared }] = await Promise.all([
  startRenderPool({
    distDir: config.distDir,
    remotes: config.remotes,
    apiBase: config.apiUrl,
    releaseFeedUrl: config.releaseFeedUrl,
    maxConcurrentRenders: config.maxConcurrentRenders,
    rumSampleRate: config.rumSampleRate,
    otlpEndpoint: config.telemetry.otlpEndpoint,
  }),
  readShellAssets(config.distDir),
  // The first pages wait for the registry's answer (or its failure), not a poll's interval.
  releases.start(),
]);
renderPool = renderer;
// A feed read while the threads were starting.
loadAhead(releases.current());
const app = await buildShellServer({
  ...config,
  publicDir: fileURLToPath(new URL('../public', import.meta.url)),
  renderer,
  releases,
  releaseHealth,
  shared,
  logger: true,
  metricsRegistry,
  tracing,
});
app.addHook('onClose', async () => {
  releases.stop();
  releaseHealth.stop();
  await releaseHealth.flush();
  await renderer.close();
  metricsServer.close();
  await tracing?.shutdown();
});
await app.listen({ port: config.port, host: config.host });

/** A stop finishes the requests in flight within this, or ends them. */
const STOP_GRACE_MS = 10_000;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // A keep-alive connection whose request ends after the stop began would hold it for the
    // connection's whole idle timeout: each is closed as soon as it is idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}
