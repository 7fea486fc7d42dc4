/**
 * Serves one remote's origin, with the cache and CORS rules of serve-static.ts:
 * `node static-server/dist/serve-remote.mjs mfe_careers`, in its container and under `npm start`.
 * Its build is installed as a version into `RELEASES_DIR` (a volume) at start; every version kept
 * there is served under `/releases/<version>/`. `GET /healthz` is its health check.
 */
import path from 'node:path';
import { REMOTE_NAMES, REMOTES, type RemoteName } from 'contracts/federation';
import { parseHsts } from 'contracts/security-headers';
import { LOCAL_PORTS, LOCAL_SITE_ORIGIN } from 'contracts/site-map';
import { processRegistry, startMetricsServer } from 'telemetry/metrics';
import { readTelemetryConfig } from 'telemetry/settings';
import { installRelease, keptVersions, pruneReleases } from './releases';
import { buildRemoteServer } from './serve-static';

/** How often versions the registry dropped are removed from RELEASES_DIR. */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

const name = process.argv[2] as RemoteName;
if (!REMOTE_NAMES.includes(name)) throw new Error(`Name a remote: ${REMOTE_NAMES.join(', ')}`);

const port = Number(process.env.PORT ?? LOCAL_PORTS.remotes[name]);
const allowedOrigins = (process.env.SITE_ORIGINS ?? LOCAL_SITE_ORIGIN).split(',').map((origin) => origin.trim());
// The remote's build beside this server's folder, as in the repository and the image: <remote>/dist.
const dist = process.env.REMOTE_DIST_DIR ?? path.resolve(import.meta.dirname, '../..', REMOTES[name].packageName, 'dist');
const releasesDir = process.env.RELEASES_DIR || undefined;
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
  hsts: parseHsts(process.env.HSTS),
  logger: true,
  metricsRegistry,
});
server.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
await server.listen({ port, host: process.env.HOST ?? '127.0.0.1' });

// The registry (RELEASE_FEED_URL, the API's feed) says which versions it keeps; the others go.
const feedUrl = process.env.RELEASE_FEED_URL || undefined;
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
