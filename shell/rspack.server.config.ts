import { nodeServerConfig } from 'scripts/rspack/node-server';

/** The shell's server for its container (shell/Dockerfile): `node dist-server/main.mjs`, serving `dist/`. */
export default nodeServerConfig({
  dir: import.meta.dirname,
  entry: './server/main.ts',
  outDir: 'dist-server',
  fileName: 'main.mjs',
});
