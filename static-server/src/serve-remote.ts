/**
 * Serves one remote's build from its own origin, with the cache and CORS rules of serve-static.ts:
 * `node static-server/dist/serve-remote.mjs mfe_careers`, in its container and under `npm start`.
 * `GET /healthz` is its health check.
 */
import path from 'node:path';
import { REMOTE_NAMES, REMOTES, type RemoteName } from 'contracts/federation';
import { parseHsts } from 'contracts/security-headers';
import { LOCAL_PORTS, LOCAL_SITE_ORIGIN } from 'contracts/site-map';
import { buildRemoteServer, keepRelease } from './serve-static';

const name = process.argv[2] as RemoteName;
if (!REMOTE_NAMES.includes(name)) throw new Error(`Name a remote: ${REMOTE_NAMES.join(', ')}`);

const port = Number(process.env.PORT ?? LOCAL_PORTS.remotes[name]);
const allowedOrigins = (process.env.SITE_ORIGINS ?? LOCAL_SITE_ORIGIN).split(',').map((origin) => origin.trim());
// The remote's build beside this server's folder, as in the repository and the image: <remote>/dist.
const dist = process.env.REMOTE_DIST_DIR ?? path.resolve(import.meta.dirname, '../..', REMOTES[name].packageName, 'dist');
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
