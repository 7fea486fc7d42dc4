/** The build's own Rspack plugins: what the shell's and the remotes' builds add to their output. */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { BannerPlugin, Compilation, type Compiler, sources } from '@rspack/core';
import { SHARED_ON_DEMAND, SHARED_SINGLETONS, SHELL_ASSETS_FILE } from 'contracts/federation';
import { RELEASE_DESCRIPTOR_FILE, type ReleaseDescriptor } from 'contracts/releases';

const require = createRequire(import.meta.url);

/**
 * Marks every script as run at load (V8's explicit compile hint, Chrome 136 on): V8 then compiles
 * all its functions while the file downloads, off the main thread, where it would otherwise
 * compile each on its first call, on the main thread, in the tasks that start and hydrate the
 * page, about half of their time. Added after minification, which would drop the comment.
 */
export function compileHintPlugin() {
  return new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** Adds the shell's first script and its Web Vitals script, built after its browser build, to the shell's asset list (`early`, `vitals`). */
export class EarlyScriptPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('EarlyScriptPlugin', async (compilation) => {
      const assetsFile = path.join(compiler.options.output.path ?? '', SHELL_ASSETS_FILE);
      const scripts = (entry: string) =>
        (compilation.entrypoints.get(entry)?.getFiles() ?? []).filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
      const assets = JSON.parse(await readFile(assetsFile, 'utf8')) as Record<string, unknown>;
      assets.early = scripts('early');
      assets.vitals = scripts('vitals');
      await writeFile(assetsFile, JSON.stringify(assets, null, 2));
    });
  }
}

/** One file of each content: two chunks can carry the same stylesheet (the same content hash). */
function uniqueContent(files: string[]): string[] {
  const byHash = new Map(files.map((file) => [file.split('.').at(-2), file]));
  return [...byHash.values()];
}

/** The script files of the chunks loaded on demand that hold a module of one of `resources`. */
function onDemandChunkFiles(compilation: Compilation, resources: string[]): string[] {
  return [...compilation.chunks]
    .filter((chunk) => !chunk.canBeInitial())
    .filter((chunk) =>
      compilation.chunkGraph.getChunkModules(chunk).some((module) => resources.includes(module.nameForCondition() ?? '')),
    )
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/** The files of what the shell loads only for a module that queries: the shared modules it loads on demand (React Query's names) and the page's query client. */
function queryModuleFiles(shellDir: string): string[] {
  return [...SHARED_ON_DEMAND.map((request) => require.resolve(request)), path.join(shellDir, 'src/page-queries.tsx')];
}

/** Writes the build's descriptor (`release.json`): its remote, version and build time. */
export class ReleaseDescriptorPlugin {
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

/** Writes the shell's asset list, which its server reads to write each page's scripts and styles. */
export class ShellAssetsPlugin {
  /** `versionOf` names the installed version of a package (what the shell provides). */
  constructor(private readonly versionOf: (request: string) => string) {}

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
            // A page that queries lists these with its scripts rather than requesting them after those.
            queries: onDemandChunkFiles(compilation, queryModuleFiles(compiler.context)).map(url),
            styles: uniqueContent(files.filter((file) => file.endsWith('.css'))).map(url),
            fonts: files.filter((file) => file.endsWith('.woff2')).map(url),
            // What the shell provides to the remotes: the release gate checks a version's needs against it.
            shared: Object.fromEntries(SHARED_SINGLETONS.map((request) => [request, this.versionOf(request)])),
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
export class PrecompressPlugin {
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
