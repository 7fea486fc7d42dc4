import { nodeServerConfig } from './src/rspack/node-server';

/** A remote's static server for its container (scripts/remote.Dockerfile). */
export default nodeServerConfig({
  dir: import.meta.dirname,
  entry: './src/serve-remote.ts',
  outDir: 'dist',
  fileName: 'serve-remote.mjs',
});
