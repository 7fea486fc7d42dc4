import { nodeServerConfig } from 'scripts/rspack/node-server';

/** The API server for its container (api/Dockerfile): `node dist/server.mjs`. */
export default nodeServerConfig({ dir: import.meta.dirname, entries: { server: './src/server.ts' }, outDir: 'dist' });
