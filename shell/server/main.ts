import { fileURLToPath } from 'node:url';
import { buildShellServer } from './app';
import { readShellConfig } from './config';
import { loadRenderer } from './renderer';

const config = readShellConfig();
const renderer = await loadRenderer(config.distDir, { remotes: config.serverRemotes, apiBase: config.apiUrl });
const app = await buildShellServer({
  ...config,
  publicDir: fileURLToPath(new URL('../public', import.meta.url)),
  renderer,
  logger: true,
});
// Remote code runs in this process: a promise it leaves rejected is logged, never fatal.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
