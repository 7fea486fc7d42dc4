import { nodeServerConfig } from 'build-config/node-server';

/** A remote's static server for its container (the root Dockerfile, target remote): `dist/serve-remote.mjs`. */
export default nodeServerConfig({
  dir: import.meta.dirname,
  entries: { 'serve-remote': './src/serve-remote.ts' },
  outDir: 'dist',
});
