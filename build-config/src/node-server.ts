/**
 * The one way the Node servers (API, a remote's static server, the shell's server) are compiled
 * for their images: an Rspack bundle per entry, one ES module of plain JavaScript. TypeScript and
 * the workspace packages it imports (contracts, shared-ui, scripts) are compiled in; packages
 * from node_modules stay imports, installed in the image by `npm ci --omit=dev`. No tsx at runtime.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from '@rspack/core';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
const WORKSPACE_PACKAGES = new Set(
  rootPackage.workspaces.map(
    (dir) => (JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name,
  ),
);

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
function packageName(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

function isInstalledPackage(request: string): boolean {
  if (request.startsWith('.') || request.startsWith('/') || request.startsWith('node:')) return false;
  return !WORKSPACE_PACKAGES.has(packageName(request));
}

export interface NodeServerOptions {
  /** The package's folder (`import.meta.dirname` of its config). */
  dir: string;
  /** Each compiled module by its name: `{ server: './src/server.ts' }` writes `server.mjs`. */
  entries: Record<string, string>;
  /** Output folder, relative to `dir`. */
  outDir: string;
}

export function nodeServerConfig({ dir, entries, outDir }: NodeServerOptions): Configuration {
  return {
    context: dir,
    mode: 'production',
    target: 'node22',
    entry: entries,
    output: {
      path: path.join(dir, outDir),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: true,
    },
    externalsType: 'module',
    externals: [({ request }, callback) => (request && isInstalledPackage(request) ? callback(undefined, request) : callback())],
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: {
      // import.meta.url/dirname are the bundle's own at runtime, not the source file's at build time,
      // and `new URL('../dist', import.meta.url)` names a folder at runtime, not an asset to bundle.
      parser: { javascript: { importMeta: false, url: false } },
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    // Readable stack traces in production logs; the bundle is not sent to browsers.
    optimization: { minimize: false },
    devtool: false,
  };
}
