/**
 * A remote's builds: its browser build, reached only through its manifest and remoteEntry, and
 * its server build, which the shell's server loads over HTTP at runtime. Both are a version of
 * the remote (contracts/releases).
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import {
  FEDERATION_PACKAGES_FROM_SHELL,
  FEDERATION_PACKAGES_GLOBAL,
  type RemoteName,
  SERVER_REMOTE_ENTRY,
} from 'contracts/federation';
import { type ReleaseDescriptor, serverFederationName } from 'contracts/releases';
import { LOCAL_PORTS } from 'contracts/site-map';
import {
  browserConfig,
  browserFederationOptions,
  browserOutputPlugins,
  devServerConfig,
  serverConfig,
  serverFederationOptions,
  serverOutput,
  sharedSingletons,
} from './app-config';
import { exposedModules } from './exposed-modules';
import { BundlerRuntimeFromShellPlugin, EsFederationRuntimePlugin } from './federation-runtime';
import { ReleaseDescriptorPlugin } from './plugins';
import { ServerFilesSha256Plugin } from './server-files-sha256';

interface RemoteOptions {
  dir: string;
  name: RemoteName;
  release: ReleaseDescriptor;
}

export function remoteBrowserConfig({ dir, name, release }: RemoteOptions): Configuration {
  return {
    // Remotes resolve chunks next to their manifest, so a remote can move without a rebuild.
    ...browserConfig({ dir, name }, 'auto'),
    // A remote is reached only through its manifest and remoteEntry: it has no page entry.
    entry: {},
    // A remote runs beside the shell, which hands it these (shell/src/remotes/federation-packages-plugin.ts).
    externals: Object.fromEntries(
      FEDERATION_PACKAGES_FROM_SHELL.map((request) => [request, [FEDERATION_PACKAGES_GLOBAL, request]]),
    ),
    plugins: [
      new ModuleFederationPlugin({
        ...browserFederationOptions(name),
        filename: 'remoteEntry.[contenthash:10].js',
        exposes: exposedModules(dir, name),
        shared: sharedSingletons({ eager: false }),
        // The page's one federation runtime core is the shell's (and its bundler runtime, federation-runtime.ts).
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      new EsFederationRuntimePlugin(),
      new BundlerRuntimeFromShellPlugin(),
      new ReleaseDescriptorPlugin(release),
      ...browserOutputPlugins(),
    ],
    // Rspack's default chunking: code two exposed modules share goes to one async chunk, loaded once.
    devServer: devServerConfig(LOCAL_PORTS.remotes[name]),
  };
}

/**
 * `dist/ssr/remoteEntry.js`, named by its version, so that the shell's server can load two
 * versions of a remote side by side.
 */
export function remoteServerConfig({ dir, name, release }: RemoteOptions): Configuration {
  const federationName = serverFederationName(release.remote, release.version);
  return {
    ...serverConfig({ dir, name }),
    entry: {},
    output: { ...serverOutput({ dir, name }), filename: '[name].[contenthash:10].js' },
    plugins: [
      new ModuleFederationPlugin({
        ...serverFederationOptions(),
        name: federationName,
        filename: SERVER_REMOTE_ENTRY,
        library: { type: 'commonjs-module', name: federationName },
        exposes: exposedModules(dir, name),
        shared: sharedSingletons({ eager: false }),
        experiments: { asyncStartup: true },
      }),
      new ServerFilesSha256Plugin(),
    ],
  };
}
