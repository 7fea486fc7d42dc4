/**
 * Module Federation runtime plugin, loaded with the shell's runtime and so before any remote:
 * hands the remotes the federation packages the shell's runtime already runs
 * (`FEDERATION_PACKAGES_FROM_SHELL`, `BUNDLER_RUNTIME_FROM_SHELL`; their builds take them from
 * this global), so a remote's entry does not carry them again. These are the very modules the
 * shell's runtime uses: its build takes the packages' ES builds (build-config/src/federation-runtime.ts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as errorCodes from '@module-federation/error-codes';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import {
  type BUNDLER_RUNTIME_FROM_SHELL,
  type FEDERATION_PACKAGES_FROM_SHELL,
  FEDERATION_PACKAGES_GLOBAL,
} from 'contracts/federation';

const packages: Record<(typeof FEDERATION_PACKAGES_FROM_SHELL)[number] | typeof BUNDLER_RUNTIME_FROM_SHELL, unknown> = {
  '@module-federation/error-codes': errorCodes,
  // The shell exposes nothing, so its build leaves `initContainerEntry` out of its `bundlerRuntime`.
  '@module-federation/webpack-bundler-runtime': {
    attachShareScopeMap,
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  },
};
Object.assign(globalThis, { [FEDERATION_PACKAGES_GLOBAL]: packages });

export default function federationPackagesPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'shell:federation-packages' };
}
