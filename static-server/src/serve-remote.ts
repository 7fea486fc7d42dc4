/**
 * Serves one remote's origin, with the cache and CORS rules of serve-static.ts:
 * `node static-server/dist/serve-remote.mjs mfe_careers`, in its container and under `npm start`.
 * Its build is installed as a version into `RELEASES_DIR` (a volume) at start; every version kept
 * there is served under `/releases/<version>/`. `GET /healthz` is its health check.
 */
import { REMOTE_NAMES, type RemoteName } from 'contracts/federation';
import { processRegistry, startMetricsServer } from 'telemetry/metrics';
import { readTelemetryConfig } from 'telemetry/settings';
import { readRemoteServerConfig } from './config';
import { installRelease, keptVersions, pruneReleases } from './releases';
import { buildRemoteServer } from './serve-static';

/** How often versions the registry dropped are removed from RELEASES_DIR. */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

const name = process.argv[2] as RemoteName;
if (!REMOTE_NAMES.includes(name)) throw new Error(`Name a remote: ${REMOTE_NAMES.join(', ')}`);

const { port, host, allowedOrigins, dist, releasesDir, hsts, releaseFeedUrl: feedUrl } = readRemoteServerConfig(name);
const release = releasesDir ? await installRelease(dist, releasesDir) : undefined;
// METRICS_PORT (default: PORT + 6000) on METRICS_HOST (default: loopback), never on the remote's origin.
const telemetry = readTelemetryConfig(process.env, port);
const metricsRegistry = processRegistry();
startMetricsServer({
  registry: metricsRegistry,
  port: telemetry.metricsPort,
  host: telemetry.metricsHost,
  log: (message, error) => console.error(message, error),
});
const server = await buildRemoteServer({
  dist,
  releasesDir,
  allowedOrigins,
  hsts,
  logger: true,
  metricsRegistry,
});
server.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
await server.listen({ port, host });

// The registry (RELEASE_FEED_URL, the API's feed) says which versions it keeps; the others go.
if (releasesDir && release && feedUrl) {
  const prune = async () => {
    try {
      const kept = await keptVersions(feedUrl, name);
      // A registry that keeps nothing of this remote has not met it yet: nothing is removed.
      if (kept.size === 0) return;
      const removed = await pruneReleases(releasesDir, kept.add(release.version));
      if (removed.length > 0) server.log.info({ removed }, 'removed versions the registry no longer keeps');
    } catch (error) {
      server.log.warn({ err: error }, 'could not read which versions the registry keeps');
    }
  };
  setInterval(prune, PRUNE_INTERVAL_MS).unref();
  void prune();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
