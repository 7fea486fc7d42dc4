/** Serves one remote's build from its own origin: `tsx scripts/src/serve-remote.ts mfe_careers`. */
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'contracts/federation';
import { appDir, DEFAULT_PORTS } from './compose';
import { buildRemoteServer } from './serve-static';

const name = process.argv[2] as RemoteName;
if (!REMOTE_NAMES.includes(name)) throw new Error(`Name a remote: ${REMOTE_NAMES.join(', ')}`);

const port = Number(process.env.PORT ?? DEFAULT_PORTS.remotes[name]);
const allowedOrigins = (process.env.SITE_ORIGINS ?? 'http://localhost:3000').split(',').map((origin) => origin.trim());
const server = await buildRemoteServer({ root: path.join(appDir(name), 'dist'), allowedOrigins, logger: true });
await server.listen({ port, host: process.env.HOST ?? '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
