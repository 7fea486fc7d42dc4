/**
 * What the shell's and the remotes' builds have in common, so that all of them share the same
 * singletons, loaders and output naming (shell-config.ts, remote-config.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  type Configuration,
  DefinePlugin,
  LightningCssMinimizerRspackPlugin,
  type LightningCssMinimizerRspackPluginOptions,
  SwcJsMinimizerRspackPlugin,
} from '@rspack/core';
import { type RemoteName, SHARED_SINGLETONS, type SHELL_NAME, SSR_BUILD_DIR } from 'contracts/federation';
import { LOCAL_SITE_ORIGIN } from 'contracts/site-map';
import { compileHintPlugin, PrecompressPlugin } from './plugins';

export interface FederatedAppOptions {
  /** The app's folder (its rspack.config.ts passes import.meta.dirname). */
  dir: string;
  name: typeof SHELL_NAME | RemoteName;
}

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

const require = createRequire(import.meta.url);

export function packageVersion(packageName: string): string {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
}

/** `shared-ui/query` is React Query's names: it carries React Query's version, so a remote built against another fails the release gate. */
const VERSION_OF: Partial<Record<string, string>> = { 'shared-ui/query': '@tanstack/react-query' };

/** The package whose version a shared module carries. */
export function sharedPackageName(request: string): string {
  return (
    VERSION_OF[request] ??
    (request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request))
  );
}

/**
 * Each singleton, required at the caret range of the version installed for the whole repo. The
 * shell provides them all, `eager` in its own bundle: most pages need them at once, and they
 * then arrive with the shell instead of after it. In the browser, those only some pages need
 * (`SHARED_ON_DEMAND`) are not eager: they load with the first module that uses them.
 */
export function sharedSingletons({ eager = false, onDemand = [] as readonly string[] } = {}) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      const version = packageVersion(sharedPackageName(request));
      return [request, { singleton: true, requiredVersion: `^${version}`, version, eager: eager && !onDemand.includes(request) }];
    }),
  );
}

/** The federation options every browser build takes. */
export function browserFederationOptions(name: FederatedAppOptions['name']): FederationOptions {
  return {
    name,
    remotes: {},
    // version-first would fetch every remote while sharing starts: one remote down blanks the page.
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
  };
}

/** A catalogue of messages: `<workspace>/src/messages/<locale>.json`. */
const MESSAGE_CATALOGUE = /[\\/]messages[\\/][a-z]{2}\.json$/;
const MESSAGE_CATALOGUE_LOADER = fileURLToPath(new URL('./message-catalogue-loader.ts', import.meta.url));

export function moduleRules(target: 'browser' | 'server'): NonNullable<Configuration['module']> {
  return {
    // The server build needs only the class names; the browser build ships the stylesheets.
    generator: target === 'server' ? { 'css/auto': { exportsOnly: true }, css: { exportsOnly: true } } : undefined,
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
      { test: MESSAGE_CATALOGUE, type: 'javascript/auto', loader: MESSAGE_CATALOGUE_LOADER },
      // The brand font (shared-ui/tokens.css): a hashed file beside the CSS that names it.
      {
        test: /\.woff2$/,
        type: 'asset/resource',
        generator: { filename: 'fonts/[name].[contenthash:10][ext]', emit: target === 'browser' },
      },
    ],
  };
}

/**
 * Rspack's default minimizers, but the CSS one keeps logical properties (`margin-inline-start`,
 * `inset-inline-end`) and `:dir()` as written. For its default targets (every browser that fully
 * supports ES6) it would rewrite each into a left and a right rule chosen by `:lang(ar, he, ...)`,
 * so the page's `dir` would mirror nothing and a right-to-left language it does not list would
 * stay left to right. Every browser that runs the site's ES2022 scripts has logical properties;
 * `:dir()` (Chrome 120, Safari 16.4) only moves what no logical property can, such as a shadow.
 */
const CSS_MINIMIZER_OPTIONS: LightningCssMinimizerRspackPluginOptions = {
  minimizerOptions: { exclude: { logicalProperties: true, dirSelector: true } },
};

/** What the shell's and a remote's browser builds share; each adds its entry, plugins and chunking. */
export function browserConfig({ dir, name }: FederatedAppOptions, publicPath: string): Configuration {
  return {
    name: `${name}-browser`,
    context: dir,
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      uniqueName: name,
      // The server-rendering build writes dist/ssr beside this build: cleaning must not remove it.
      clean: { keep: (file: string) => path.relative(path.join(dir, 'dist'), file).startsWith(SSR_BUILD_DIR) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: moduleRules('browser'),
    optimization: {
      minimizer: [new SwcJsMinimizerRspackPlugin(), new LightningCssMinimizerRspackPlugin(CSS_MINIMIZER_OPTIONS)],
    },
    performance: { hints: false },
  };
}

/**
 * The plugins every browser build ends with. `process.env.RENDER_TARGET` is 'browser' in the
 * browser's code only, so what only the server needs (a page's JSON-LD) is dropped from it.
 */
export function browserOutputPlugins() {
  return [
    new DefinePlugin({ 'process.env.RENDER_TARGET': JSON.stringify('browser') }),
    process.env.NODE_ENV !== 'development' && compileHintPlugin(),
    new PrecompressPlugin(),
  ];
}

/** The dev server's settings every app shares. */
export function devServerConfig(port: number): NonNullable<Configuration['devServer']> {
  return {
    port,
    host: '127.0.0.1',
    // A remote's hot-update socket (on 127.0.0.1) is opened from the shell's page on localhost.
    allowedHosts: ['localhost'],
    hot: true,
    headers: { 'Access-Control-Allow-Origin': process.env.SITE_ORIGIN ?? LOCAL_SITE_ORIGIN },
  };
}

/** What the shell's and a remote's server builds share: Node, after the browser build, unminified. */
export function serverConfig({ dir, name }: FederatedAppOptions): Configuration {
  return {
    name: `${name}-server`,
    // After the browser build: its clean runs at its emit, and run side by side it once removed
    // dist/ssr while this build was writing there (ENOENT on CI).
    dependencies: [`${name}-browser`],
    context: dir,
    target: 'async-node',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: moduleRules('server'),
    optimization: { splitChunks: false, minimize: false },
    performance: { hints: false },
  };
}

/** The federation options every server build takes. */
export function serverFederationOptions(): Partial<FederationOptions> {
  return {
    remotes: {},
    remoteType: 'script',
    shareStrategy: 'loaded-first',
    manifest: false,
    dts: false,
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
  };
}

/** The server build's output: dist/ssr, with the same `uniqueName` as the browser build (CSS Modules hash class names with it). */
export function serverOutput({ dir, name }: FederatedAppOptions): NonNullable<Configuration['output']> {
  return {
    path: path.join(dir, 'dist', SSR_BUILD_DIR),
    // Not a URL: the Node runtime plugin then loads chunks next to the remote entry it came from.
    publicPath: '',
    chunkFilename: '[name].[contenthash:10].js',
    uniqueName: name,
    clean: true,
  };
}
