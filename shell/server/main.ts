import { buildShellServer } from './app';
import { readShellConfig } from './config';

const config = readShellConfig();
const app = await buildShellServer({ ...config, logger: true });
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
