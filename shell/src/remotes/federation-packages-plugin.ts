/**
 * Module Federation runtime plugin, loaded with the shell's runtime and so before any remote:
 * hands the remotes the federation packages the shell's runtime already runs
 * (`FEDERATION_PACKAGES_FROM_SHELL`; their builds take them from this global), so a remote's
 * entry does not carry them again.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type FEDERATION_PACKAGES_FROM_SHELL, FEDERATION_PACKAGES_GLOBAL } from 'contracts/federation';

// `require`, not `import`: the shell's bundler runtime requires the CommonJS builds, and the
// remotes must get those very instances (an `import` would bundle the ES builds beside them).
const packages: Record<(typeof FEDERATION_PACKAGES_FROM_SHELL)[number], unknown> = {
  '@module-federation/sdk': require('@module-federation/sdk'),
  '@module-federation/error-codes': require('@module-federation/error-codes'),
};
Object.assign(globalThis, { [FEDERATION_PACKAGES_GLOBAL]: packages });

export default function federationPackagesPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'shell:federation-packages' };
}
