/**
 * Serves one remote's build from its own origin, with the cache and CORS rules of serve-static.ts:
 * `node scripts/dist/serve-remote.mjs mfe_careers`, in its container and under `npm start`.
 * `GET /healthz` is its health check.
 */
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'contracts/federation';
import { parseHsts } from 'contracts/security-headers';
import { buildRemoteServer, keepRelease } from './serve-static';
import { appDir, DEFAULT_PORTS } from './site-layout';

const name = process.argv[2] as RemoteName;
if (!REMOTE_NAMES.includes(name)) throw new Error(`Name a remote: ${REMOTE_NAMES.join(', ')}`);

const port = Number(process.env.PORT ?? DEFAULT_PORTS.remotes[name]);
const allowedOrigins = (process.env.SITE_ORIGINS ?? 'http://localhost:3000').split(',').map((origin) => origin.trim());
const dist = process.env.REMOTE_DIST_DIR ?? path.join(appDir(name), 'dist');
// In a container, RELEASES_DIR is a volume that keeps earlier releases' files for open tabs.
const releasesDir = process.env.RELEASES_DIR;
if (releasesDir) await keepRelease(dist, releasesDir);
const root = releasesDir ? [dist, releasesDir] : dist;
const server = await buildRemoteServer({ root, allowedOrigins, hsts: parseHsts(process.env.HSTS), logger: true });
server.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
await server.listen({ port, host: process.env.HOST ?? '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
