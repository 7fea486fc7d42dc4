/**
 * A federated app exposing one module, built with EsFederationRuntimePlugin by
 * federation-runtime.test.ts into PROBE_DIR/dist (rspack's command line, as the apps are built).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { EsFederationRuntimePlugin } from './federation-runtime';

const dir = process.env.PROBE_DIR ?? '';
writeFileSync(path.join(dir, 'page.js'), 'export default 1;');

export default {
  context: dir,
  mode: 'production',
  entry: {},
  target: ['web', 'es2022'],
  output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'probe' },
  // Each module named by its path in the output, for the test to read.
  optimization: { moduleIds: 'named', minimize: false },
  plugins: [
    new ModuleFederationPlugin({ name: 'probe', exposes: { './Page': './page.js' }, manifest: false, dts: false }),
    new EsFederationRuntimePlugin(),
  ],
} satisfies Configuration;
