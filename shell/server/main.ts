import { fileURLToPath } from 'node:url';
import type { ReleaseFeed } from 'contracts/releases';
import { processRegistry, startMetricsServer } from 'telemetry/metrics';
import { startTracing } from 'telemetry/tracing';
import { buildShellServer } from './app';
import { readShellConfig } from './config';
import { HEALTH_PATH } from './health';
import { followReleaseFeed, versionsToKeepLoaded } from './release-feed';
import { releaseSnapshot, servedBuildsFeed } from './release-floor';
import { createHealthReporter } from './release-health';
import { startRenderPool } from './render-pool';
import { readShellAssets } from './renderer';

const config = readShellConfig();
// The render threads run the remotes' code, and a thread starts with a copy of the environment:
// the secret stays with this thread (it signs the pages' tokens and the health reports).
delete process.env.RELEASE_REPORT_KEY;
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
// What follows a new feed, once the render threads and the server's log are up (below).
let onNewFeed = (_feed: ReleaseFeed) => {};
const snapshot = releaseSnapshot(config.releaseSnapshotFile);
const releases = followReleaseFeed({
  url: config.releaseFeedUrl,
  onChange(feed, source) {
    onNewFeed(feed);
    if (source === 'registry')
      snapshot.write(feed).catch((error: unknown) => console.error('The release feed was not kept', error));
  },
  // Started while the API is down: the versions read before this start, else what each origin serves.
  fallback: async () => (await snapshot.read()) ?? servedBuildsFeed(config.remotes),
});
const releaseHealth = createHealthReporter({ url: config.releaseHealthUrl, key: config.releaseReportKey });
const [renderer, { shared }] = await Promise.all([
  startRenderPool({
    distDir: config.distDir,
    remotes: config.remotes,
    apiBase: config.apiUrl,
    releaseFeedUrl: config.releaseFeedUrl,
    maxConcurrentRenders: config.maxConcurrentRenders,
    threads: config.renderThreads,
    rumSampleRate: config.rumSampleRate,
    otlpEndpoint: config.telemetry.otlpEndpoint,
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
  metricsRegistry,
  tracing,
});
// Each new feed goes to every render thread, so that a thread idle between pages loads the
// versions it wants too. A thread logs its own failures to load, and tries again.
onNewFeed = (feed) => {
  const versions = versionsToKeepLoaded(feed).map(({ remote, pinned }) => `${remote}@${pinned.version}`);
  renderer.loadAhead(feed).then(
    (loaded) => {
      if (loaded) app.log.info(`Loaded ahead by the render threads: ${versions.join(', ')}`);
    },
    // The pool refuses tasks once it is closing.
    (error: unknown) => app.log.error({ err: error }, 'The render threads were not given the new release feed'),
  );
};
// The threads read the feed in force at their start themselves; this one may be newer.
const feedAtStart = releases.current();
if (feedAtStart) onNewFeed(feedAtStart);
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
