import { nodeServerConfig } from 'build-config/node-server';

/** For the API's container (the root Dockerfile, target api): `node dist/server.mjs`, and the staff accounts command `node dist/staff.mjs`. */
export default nodeServerConfig({
  dir: import.meta.dirname,
  entries: { server: './src/server.ts', staff: './src/staff-cli.ts' },
  outDir: 'dist',
});
