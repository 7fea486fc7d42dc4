import { nodeServerConfig } from 'scripts/rspack/node-server';

/** A remote's static server for its container (static-server/Dockerfile): `dist/serve-remote.mjs`. */
export default nodeServerConfig({
  dir: import.meta.dirname,
  entries: { 'serve-remote': './src/serve-remote.ts' },
  outDir: 'dist',
});
