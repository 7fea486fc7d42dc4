/**
 * The one place the build reaches into the federation packages' files, kept for the bytes (no
 * option of the federation plugin or of Rspack does either; docs/performance.md has the figures):
 * - the browser builds take the packages' ES builds where the federation plugin names their
 *   CommonJS ones (it resolves them with `require.resolve`, its `implementation` option included);
 * - a remote's entry takes the bundler runtime's functions from the shell
 *   (bundler-runtime-from-shell.ts, handed over by shell/src/remotes/federation-packages-plugin.ts).
 * federation-runtime.test.ts pins the package versions this was checked with, and says what to
 * re-check when they change.
 */
import path from 'node:path';
import { type Compiler, rspack } from '@rspack/core';

/** The CommonJS entry of a federation package, as the federation plugin imports it by path. */
const FEDERATION_COMMONJS_ENTRY = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/]index\.cjs$/;

const toEsBuild = (file: string) => file.replace(/\.cjs$/, '.js');

/**
 * The federation plugin points the build at the packages' CommonJS builds (its alias of
 * `@module-federation/runtime`, the bundler runtime and the plugins it imports by path), which
 * Rspack cannot tree-shake: the shell's runtime script carried code a browser never runs, the
 * SDK's Node script loader (`createScriptNode`) among it. Their ES builds (the same code) let it
 * leave that out: the shell's runtime script 33.3 → 27.6 KB gzip, a remote's entry 14.7 → 9.3 KB
 * (measured 29 November 2026, with the bundler runtime each remote's own; docs/performance.md).
 */
export class EsFederationRuntimePlugin {
  apply(compiler: Compiler) {
    // After the federation plugin has set its aliases.
    compiler.hooks.afterPlugins.tap(EsFederationRuntimePlugin.name, () => {
      const alias = compiler.options.resolve.alias as Record<string, string> | undefined;
      const runtime = alias?.['@module-federation/runtime'];
      if (alias && runtime) alias['@module-federation/runtime'] = toEsBuild(runtime);
    });
    new rspack.NormalModuleReplacementPlugin(FEDERATION_COMMONJS_ENTRY, (data: { request: string }) => {
      data.request = toEsBuild(data.request);
    }).apply(compiler);
  }
}

/**
 * A remote's entry takes the bundler runtime's functions from the shell
 * (`BUNDLER_RUNTIME_FROM_SHELL` in the federation contract) instead of its own copy: 9.3 → 5.9 KB
 * gzip for careers' entry, without which `/careers` with its island is 3,138 bytes over its budget.
 */
export class BundlerRuntimeFromShellPlugin {
  apply(compiler: Compiler) {
    new rspack.NormalModuleReplacementPlugin(
      /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
      path.join(import.meta.dirname, 'bundler-runtime-from-shell.ts'),
    ).apply(compiler);
  }
}
