import { fileURLToPath } from 'node:url';
import { buildShellServer } from './app';
import { readShellConfig } from './config';
import { startRenderPool } from './render-pool';

const config = readShellConfig();
const renderer = await startRenderPool({
  distDir: config.distDir,
  remotes: config.serverRemotes,
  apiBase: config.apiUrl,
  maxConcurrentRenders: config.maxConcurrentRenders,
});
const app = await buildShellServer({
  ...config,
  publicDir: fileURLToPath(new URL('../public', import.meta.url)),
  renderer,
  logger: true,
});
app.addHook('onClose', () => renderer.close());
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
