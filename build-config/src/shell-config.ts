/**
 * The shell's builds: its browser build (the page's entry, which provides the shared singletons
 * and the one federation runtime of the page), its first script, and its server renderer.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, HtmlRspackPlugin } from '@rspack/core';
import { REMOTE_NAMES, SHARED_ON_DEMAND, SHELL_NAME, SHELL_SSR_BUNDLE } from 'contracts/federation';
import { LOCAL_API_URL, LOCAL_PORTS, localManifestUrl } from 'contracts/site-map';
import {
  browserConfig,
  browserFederationOptions,
  browserOutputPlugins,
  devServerConfig,
  moduleRules,
  packageVersion,
  serverConfig,
  serverFederationOptions,
  serverOutput,
  sharedPackageName,
  sharedSingletons,
} from './app-config';
import { EsFederationRuntimePlugin } from './federation-runtime';
import { EarlyScriptPlugin, PrecompressPlugin, ShellAssetsPlugin } from './plugins';

const SHELL = { name: SHELL_NAME } as const;

/** The shell's runtime plugins (shell/src/remotes), loaded with its federation runtime, before any remote. */
const RUNTIME_PLUGINS = ['src/remotes/timeout-plugin.ts', 'src/remotes/federation-packages-plugin.ts'];

export function shellBrowserConfig(dir: string): Configuration {
  const base = browserConfig({ dir, ...SHELL }, '/');
  return {
    ...base,
    entry: { main: './src/index.ts' },
    plugins: [
      new ModuleFederationPlugin({
        ...browserFederationOptions(SHELL_NAME),
        shared: sharedSingletons({ eager: true, onDemand: SHARED_ON_DEMAND }),
        // One federation runtime for the page, the shell's, which the remotes' entries use.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        runtimePlugins: RUNTIME_PLUGINS.map((file) => path.join(dir, file)),
      }),
      new EsFederationRuntimePlugin(),
      new HtmlRspackPlugin({ template: './src/index.html', inject: 'body' }),
      new ShellAssetsPlugin((request) => packageVersion(sharedPackageName(request))),
      ...browserOutputPlugins(),
    ],
    // The shell's start-up code is cut into a few scripts (the webpack and federation runtime,
    // react-dom, React Router, React Query, the app): each is parsed in a task of its own, so no
    // single task takes all 440 KB (home's total blocking time 240 → 155 ms in one comparison).
    // Finer cuts cost more bytes (per-file gzip) than they save in blocking time.
    optimization: {
      ...base.optimization,
      runtimeChunk: 'single',
      splitChunks: { chunks: 'initial', minSize: 30_000, maxSize: 200_000 },
    },
    devServer: {
      ...devServerConfig(LOCAL_PORTS.shell),
      historyApiFallback: true,
      // In development the shell's server is this dev server: give it the registry and the API.
      proxy: [{ context: ['/api'], target: LOCAL_API_URL }],
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({ name: 'remote-registry', path: '/remotes.json', middleware: devRegistry });
        return middlewares;
      },
    },
  };
}

/**
 * The shell's `src/early.ts` as a script of its own, and the Web Vitals reporter that a static page's
 * first script loads: a compilation with the federation plugin would put the federation runtime
 * and the shared libraries into every entry. Built after the browser build, it adds their files
 * to the shell's asset list (`early`, `vitals`).
 */
export function earlyScriptConfig(dir: string): Configuration {
  return {
    name: `${SHELL_NAME}-early`,
    dependencies: [`${SHELL_NAME}-browser`],
    context: dir,
    entry: { early: './src/early.ts', vitals: './src/rum/vitals-entry.ts' },
    target: ['web', 'es2022'],
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].[contenthash:10].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: moduleRules('browser').rules },
    plugins: [new EarlyScriptPlugin(), new PrecompressPlugin()],
    performance: { hints: false },
  };
}

/** The shell's renderer, `dist/ssr/ssr.cjs`, which provides the shared singletons to the remotes' server entries. */
export function shellServerConfig(dir: string): Configuration {
  return {
    ...serverConfig({ dir, ...SHELL }),
    entry: { ssr: './src/ssr/entry.tsx' },
    output: { ...serverOutput({ dir, ...SHELL }), filename: SHELL_SSR_BUNDLE, library: { type: 'commonjs2' } },
    plugins: [
      new ModuleFederationPlugin({
        ...serverFederationOptions(),
        name: SHELL_NAME,
        shared: sharedSingletons({ eager: true }),
      }),
    ],
  };
}

function devRegistry(_request: unknown, response: { setHeader(name: string, value: string): void; end(body: string): void }) {
  const registry = Object.fromEntries(REMOTE_NAMES.map((name) => [name, localManifestUrl(name)]));
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(registry));
}
