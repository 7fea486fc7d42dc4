import { nodeServerConfig } from 'build-config/node-server';

/**
 * The shell's server for its container (the root Dockerfile, target shell): `node dist-server/main.mjs`, serving
 * `dist/`, with its render threads in `dist-server/render-worker.mjs`.
 */
export default nodeServerConfig({
  dir: import.meta.dirname,
  entries: { main: './server/main.ts', 'render-worker': './server/render-worker.ts' },
  outDir: 'dist-server',
});
