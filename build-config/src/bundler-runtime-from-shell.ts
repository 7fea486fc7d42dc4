/**
 * A remote's `@module-federation/webpack-bundler-runtime` in the browser (put in its place by
 * `BundlerRuntimeFromShellPlugin`): the functions are the shell's
 * (shell/src/remotes/federation-packages-plugin.ts), as each takes the calling app's
 * `__webpack_require__`. What stays the remote's own: its share scope object, and its
 * `@module-federation/runtime`, which finds the remote's federation instance by the build id
 * compiled into it.
 */
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_FROM_SHELL, FEDERATION_PACKAGES_GLOBAL } from 'contracts/federation';

interface BundlerRuntimeFromShell {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}

const fromShell = (globalThis as unknown as Record<string, Record<string, BundlerRuntimeFromShell>>)[
  FEDERATION_PACKAGES_GLOBAL
]?.[BUNDLER_RUNTIME_FROM_SHELL] as BundlerRuntimeFromShell;

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...fromShell.bundlerRuntime, S: {} },
  attachShareScopeMap: fromShell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
