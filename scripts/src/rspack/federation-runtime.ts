/**
 * How the browser builds take the federation runtime: as ES modules, and, for a remote, with the
 * shell's bundler runtime.
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
 * leave that out: 32.9 → 27.7 KB gzip on every page.
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
 * (`BUNDLER_RUNTIME_FROM_SHELL` in the federation contract) instead of its own copy: 9.4 → 5.2 KB
 * gzip per remote entry.
 */
export class BundlerRuntimeFromShellPlugin {
  apply(compiler: Compiler) {
    new rspack.NormalModuleReplacementPlugin(
      /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
      path.join(import.meta.dirname, 'bundler-runtime-from-shell.ts'),
    ).apply(compiler);
  }
}
