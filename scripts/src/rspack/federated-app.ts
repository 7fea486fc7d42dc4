/**
 * One Rspack configuration for the shell and every remote, so that all of them share the
 * same singletons, loaders and output naming. Each app's rspack.config.ts calls it.
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  BannerPlugin,
  Compilation,
  type Compiler,
  type Configuration,
  HtmlRspackPlugin,
  LightningCssMinimizerRspackPlugin,
  type LightningCssMinimizerRspackPluginOptions,
  SwcJsMinimizerRspackPlugin,
  sources,
} from '@rspack/core';
import {
  FEDERATION_PACKAGES_FROM_SHELL,
  FEDERATION_PACKAGES_GLOBAL,
  REMOTE_NAMES,
  type RemoteName,
  SERVER_REMOTE_ENTRY,
  SHARED_ON_DEMAND,
  SHARED_SINGLETONS,
  SHELL_ASSETS_FILE,
  SHELL_NAME,
  SHELL_SSR_BUNDLE,
  SSR_BUILD_DIR,
} from 'contracts/federation';
import { RELEASE_DESCRIPTOR_FILE, type ReleaseDescriptor, serverFederationName } from 'contracts/releases';
import { LOCAL_API_URL, LOCAL_PORTS, LOCAL_SITE_ORIGIN, localManifestUrl } from 'contracts/site-map';
import { exposedModules } from './exposed-modules';
import { BundlerRuntimeFromShellPlugin, EsFederationRuntimePlugin } from './federation-runtime';
import { isRemote, releaseDescriptor } from './release-version';
import { ServerFilesSha256Plugin } from './server-files-sha256';

interface FederatedAppOptions {
  /** The app's folder (its rspack.config.ts passes import.meta.dirname). */
  dir: string;
  name: typeof SHELL_NAME | RemoteName;
}

const require = createRequire(import.meta.url);

function packageVersion(packageName: string): string {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
}

function sharedPackageName(request: string): string {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);
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

/**
 * The browser build and, for production, the server build that renders the same pages in Node
 * (and, for the shell, the page's first script, which server-rendered pages load).
 */
export function federatedAppConfigs(options: FederatedAppOptions): Configuration[] {
  // A remote's build is a version of it (contracts/releases): both builds carry it.
  const release = isRemote(options.name) ? releaseDescriptor(options.dir, options.name) : undefined;
  const browser = federatedAppConfig(options, release);
  if (process.env.NODE_ENV === 'development') return [browser];
  const early = options.name === SHELL_NAME ? [earlyScriptConfig(options)] : [];
  return [browser, ...early, federatedServerConfig(options, release)];
}

function moduleRules(target: 'browser' | 'server'): NonNullable<Configuration['module']> {
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

export function federatedAppConfig({ dir, name }: FederatedAppOptions, release?: ReleaseDescriptor): Configuration {
  const isShell = name === SHELL_NAME;
  const exposes = isShell ? undefined : exposedModules(dir, name as RemoteName);

  return {
    name: `${name}-browser`,
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
      // The server-rendering build writes dist/ssr beside this build: cleaning must not remove it.
      clean: { keep: (file: string) => path.relative(path.join(dir, 'dist'), file).startsWith(SSR_BUILD_DIR) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    // A remote runs beside the shell, which hands it these (shell/src/remotes/federation-packages-plugin.ts).
    externals: isShell
      ? undefined
      : Object.fromEntries(FEDERATION_PACKAGES_FROM_SHELL.map((request) => [request, [FEDERATION_PACKAGES_GLOBAL, request]])),
    module: moduleRules('browser'),
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isShell ? undefined : 'remoteEntry.[contenthash:10].js',
        exposes,
        remotes: {},
        shared: sharedSingletons({ eager: isShell, onDemand: SHARED_ON_DEMAND }),
        // version-first would fetch every remote while sharing starts: one remote down blanks the page.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime for the page: the shell's, built without its Node code paths.
        experiments: {
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
        runtimePlugins: isShell
          ? ['src/remotes/timeout-plugin.ts', 'src/remotes/federation-packages-plugin.ts'].map((file) => path.join(dir, file))
          : [],
      }),
      new EsFederationRuntimePlugin(),
      !isShell && new BundlerRuntimeFromShellPlugin(),
      isShell && new HtmlRspackPlugin({ template: './src/index.html', inject: 'body' }),
      isShell && new ShellAssetsPlugin(),
      release && new ReleaseDescriptorPlugin(release),
      process.env.NODE_ENV !== 'development' && compileHintPlugin(),
      new PrecompressPlugin(),
    ],
    // The shell's start-up code is cut into a few scripts (the webpack and federation runtime,
    // react-dom, React Router, React Query, the app): each is parsed in a task of its own, so no
    // single task takes all 440 KB (home's total blocking time 240 → 155 ms in one comparison).
    // Finer cuts cost more bytes (per-file gzip) than they save in blocking time. Remotes keep
    // Rspack's default: code two exposed modules share goes to one async chunk, loaded once.
    optimization: {
      ...(isShell ? { runtimeChunk: 'single', splitChunks: { chunks: 'initial', minSize: 30_000, maxSize: 200_000 } } : {}),
      minimizer: [new SwcJsMinimizerRspackPlugin(), new LightningCssMinimizerRspackPlugin(CSS_MINIMIZER_OPTIONS)],
    },
    performance: { hints: false },
    devServer: {
      port: isShell ? LOCAL_PORTS.shell : LOCAL_PORTS.remotes[name as RemoteName],
      host: '127.0.0.1',
      // A remote's hot-update socket (on 127.0.0.1) is opened from the shell's page on localhost.
      allowedHosts: ['localhost'],
      hot: true,
      historyApiFallback: isShell,
      // In development the shell's server is this dev server: give it the registry and the API.
      proxy: isShell ? [{ context: ['/api'], target: LOCAL_API_URL }] : undefined,
      setupMiddlewares: (middlewares) => {
        if (isShell) middlewares.unshift({ name: 'remote-registry', path: '/remotes.json', middleware: devRegistry });
        return middlewares;
      },
      headers: { 'Access-Control-Allow-Origin': process.env.SITE_ORIGIN ?? LOCAL_SITE_ORIGIN },
    },
  };
}

/**
 * Marks every script as run at load (V8's explicit compile hint, Chrome 136 on): V8 then compiles
 * all its functions while the file downloads, off the main thread, where it would otherwise
 * compile each on its first call, on the main thread, in the tasks that start and hydrate the
 * page, about half of their time. Added after minification, which would drop the comment.
 */
function compileHintPlugin() {
  return new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * The same app for Node: a remote publishes `dist/ssr/remoteEntry.js` that the shell's
 * server loads over HTTP at runtime; the shell builds `dist/ssr/ssr.cjs`, its renderer, which
 * provides the shared singletons to those remotes.
 */
export function federatedServerConfig({ dir, name }: FederatedAppOptions, release?: ReleaseDescriptor): Configuration {
  const isShell = name === SHELL_NAME;
  const shared = sharedSingletons({ eager: isShell });
  // Named by its version, so that the shell's server can load two versions of a remote side by side.
  const federationName = release ? serverFederationName(release.remote, release.version) : name;
  return {
    name: `${name}-server`,
    // After the browser build: its clean runs at its emit, and run side by side it once removed
    // dist/ssr while this build was writing there (ENOENT on CI).
    dependencies: [`${name}-browser`],
    context: dir,
    entry: isShell ? { ssr: './src/ssr/entry.tsx' } : {},
    target: 'async-node',
    output: {
      path: path.join(dir, 'dist', SSR_BUILD_DIR),
      // Not a URL: the Node runtime plugin then loads chunks next to the remote entry it came from.
      publicPath: '',
      filename: isShell ? SHELL_SSR_BUNDLE : '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      // The same as the browser build's: CSS Modules class names are hashed with it, and must match.
      uniqueName: name,
      library: isShell ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: moduleRules('server'),
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: isShell ? undefined : SERVER_REMOTE_ENTRY,
        library: isShell ? undefined : { type: 'commonjs-module', name: federationName },
        exposes: isShell ? undefined : exposedModules(dir, name as RemoteName),
        remotes: {},
        remoteType: 'script',
        shared,
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: isShell ? undefined : { asyncStartup: true },
      }),
      !isShell && new ServerFilesSha256Plugin(),
    ],
    optimization: { splitChunks: false, minimize: false },
    performance: { hints: false },
  };
}

/**
 * The shell's `src/early.ts` as a script of its own: a compilation with the federation plugin
 * would put the federation runtime and the shared libraries into every entry. Built after the
 * browser build, it adds its file to the shell's asset list (`early`).
 */
function earlyScriptConfig({ dir, name }: FederatedAppOptions): Configuration {
  return {
    name: `${name}-early`,
    dependencies: [`${name}-browser`],
    context: dir,
    entry: { early: './src/early.ts' },
    target: ['web', 'es2022'],
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].[contenthash:10].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: moduleRules('browser').rules },
    plugins: [new EarlyScriptPlugin(), new PrecompressPlugin()],
    performance: { hints: false },
  };
}

class EarlyScriptPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('EarlyScriptPlugin', async (compilation) => {
      const assetsFile = path.join(compiler.options.output.path ?? '', SHELL_ASSETS_FILE);
      const files = compilation.entrypoints.get('early')?.getFiles() ?? [];
      const assets = JSON.parse(await readFile(assetsFile, 'utf8')) as Record<string, unknown>;
      assets.early = files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
      await writeFile(assetsFile, JSON.stringify(assets, null, 2));
    });
  }
}

/** One file of each content: two chunks can carry the same stylesheet (the same content hash). */
function uniqueContent(files: string[]): string[] {
  const byHash = new Map(files.map((file) => [file.split('.').at(-2), file]));
  return [...byHash.values()];
}

/** The script files of the chunks loaded on demand that hold a module whose file matches `resource`. */
function onDemandChunkFiles(compilation: Compilation, resource: RegExp): string[] {
  return [...compilation.chunks]
    .filter((chunk) => !chunk.canBeInitial())
    .filter((chunk) =>
      compilation.chunkGraph.getChunkModules(chunk).some((module) => resource.test(module.nameForCondition() ?? '')),
    )
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/** Writes the build's descriptor (`release.json`): its remote, version and build time. */
class ReleaseDescriptorPlugin {
  constructor(private readonly release: ReleaseDescriptor) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseDescriptorPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(RELEASE_DESCRIPTOR_FILE, new sources.RawSource(JSON.stringify(this.release, null, 2))),
      );
    });
  }
}

class ShellAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ShellAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellAssetsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const url = (file: string) => `${compilation.outputOptions.publicPath}${file}`;
          const files = Object.keys(compilation.assets).filter((file) => !file.includes('hot-update'));
          const entry = (compilation.entrypoints.get('main')?.getFiles() ?? []).filter((file) => file.endsWith('.js'));
          const assets = {
            entry: entry.map(url),
            // React Query and the page's query client, which the shell loads on demand: a page
            // that queries lists them with its scripts rather than requesting them after those.
            queries: onDemandChunkFiles(compilation, /[\\/](@tanstack[\\/]|shell[\\/]src[\\/]page-queries\.tsx$)/).map(url),
            styles: uniqueContent(files.filter((file) => file.endsWith('.css'))).map(url),
            fonts: files.filter((file) => file.endsWith('.woff2')).map(url),
            // What the shell provides to the remotes: the release gate checks a version's needs against it.
            shared: Object.fromEntries(SHARED_SINGLETONS.map((request) => [request, packageVersion(sharedPackageName(request))])),
          };
          compilation.emitAsset(SHELL_ASSETS_FILE, new sources.RawSource(JSON.stringify(assets, null, 2)));
        },
      );
    });
  }
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

function devRegistry(_request: unknown, response: { setHeader(name: string, value: string): void; end(body: string): void }) {
  const registry = Object.fromEntries(REMOTE_NAMES.map((name) => [name, localManifestUrl(name)]));
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(registry));
}
