/**
 * One Rspack configuration for the shell and every remote, so that all of them share the
 * same singletons, loaders and output naming. Each app's rspack.config.ts calls it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { type Compiler, type Configuration, HtmlRspackPlugin } from '@rspack/core';
import { REMOTES, type RemoteName, SHARED_SINGLETONS, SHELL_NAME } from 'contracts/federation';

interface FederatedAppOptions {
  /** The app's folder (its rspack.config.ts passes import.meta.dirname). */
  dir: string;
  name: typeof SHELL_NAME | RemoteName;
  /** Port of `rspack serve`. */
  devPort: number;
}

const require = createRequire(import.meta.url);

function packageVersion(packageName: string): string {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
}

function sharedPackageName(request: string): string {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);
}

/** Each singleton, required at the caret range of the version installed for the whole repo. */
export function sharedSingletons() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      const version = packageVersion(sharedPackageName(request));
      return [request, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

export function federatedAppConfig({ dir, name, devPort }: FederatedAppOptions): Configuration {
  const isShell = name === SHELL_NAME;
  const exposes = isShell ? undefined : exposedModules(dir, name as RemoteName);

  return {
    context: dir,
    // A remote is reached only through its manifest and remoteEntry: it has no page entry.
    entry: isShell ? { main: './src/index.ts' } : {},
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist'),
      // Remotes resolve chunks next to their manifest, so a remote can move without a rebuild.
      publicPath: isShell ? '/' : 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: process.env.NODE_ENV === 'development' } },
            },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        // The brand font (shared-ui/tokens.css): a hashed file beside the CSS that names it.
        { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:10][ext]' } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isShell ? undefined : 'remoteEntry.[contenthash:10].js',
        exposes,
        remotes: {},
        shared: sharedSingletons(),
        // version-first would fetch every remote while sharing starts: one remote down blanks the page.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: true },
        runtimePlugins: isShell ? [path.join(dir, 'src/remotes/timeout-plugin.ts')] : [],
      }),
      isShell && new HtmlRspackPlugin({ template: './src/index.html', inject: 'body' }),
      new PrecompressPlugin(),
    ],
    optimization: { splitChunks: isShell ? undefined : false },
    performance: { hints: false },
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: isShell,
      // In development the shell's server is this dev server: give it the registry and the API.
      proxy: isShell ? [{ context: ['/api'], target: 'http://127.0.0.1:4000' }] : undefined,
      setupMiddlewares: (middlewares) => {
        if (isShell) middlewares.unshift({ name: 'remote-registry', path: '/remotes.json', middleware: devRegistry });
        return middlewares;
      },
      headers: { 'Access-Control-Allow-Origin': process.env.SITE_ORIGIN ?? 'http://localhost:3000' },
    },
  };
}

const COMPRESSIBLE = /\.(js|css|json|html)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `.br` and `.gz` next to each text file, so static servers send them without compressing per request. */
class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      if (compiler.options.mode !== 'production') return;
      const outputDir = compiler.options.output.path ?? '';
      const files = Object.keys(compilation.assets).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const filePath = path.join(outputDir, file);
          const content = await readFile(filePath);
          await writeFile(`${filePath}.br`, await brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${filePath}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    });
  }
}

const DEV_REMOTE_PORTS: Record<RemoteName, number> = { mfe_marketing: 3001, mfe_careers: 3002, mfe_contact: 3003 };

function devRegistry(_request: unknown, response: { setHeader(name: string, value: string): void; end(body: string): void }) {
  const registry = Object.fromEntries(
    Object.entries(DEV_REMOTE_PORTS).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
  );
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(registry));
}

/**
 * `./CulturePage` -> `./src/exposed/culture-page.tsx`: one thin file per exposed module.
 * A page of the contract that is not written yet is not exposed; the shell shows its fallback.
 */
function exposedModules(dir: string, remote: RemoteName): Record<string, string> {
  const entries = REMOTES[remote].exposes.map((expose) => {
    const kebab = expose.slice(2).replace(/[A-Z]/g, (letter, index) => (index ? '-' : '') + letter.toLowerCase());
    return [expose, `./src/exposed/${kebab}.tsx`] as const;
  });
  return Object.fromEntries(entries.filter(([, file]) => existsSync(path.join(dir, file))));
}
