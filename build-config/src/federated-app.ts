/**
 * The Rspack configurations of an app, the shell or a remote: each app's rspack.config.ts calls
 * `federatedAppConfigs`. Their common part is app-config.ts; the shell's builds are
 * shell-config.ts, a remote's remote-config.ts, the plugins of both plugins.ts.
 */
import type { Configuration } from '@rspack/core';
import { SHELL_NAME } from 'contracts/federation';
import type { FederatedAppOptions } from './app-config';
import { releaseDescriptor } from './release-version';
import { remoteBrowserConfig, remoteServerConfig } from './remote-config';
import { earlyScriptConfig, shellBrowserConfig, shellServerConfig } from './shell-config';

/**
 * The browser build and, for production, the server build that renders the same pages in Node
 * (and, for the shell, the page's first script, which server-rendered pages load).
 */
export function federatedAppConfigs({ dir, name }: FederatedAppOptions): Configuration[] {
  const development = process.env.NODE_ENV === 'development';
  if (name === SHELL_NAME) {
    const browser = shellBrowserConfig(dir);
    return development ? [browser] : [browser, earlyScriptConfig(dir), shellServerConfig(dir)];
  }
  // A remote's build is a version of it (contracts/releases): both builds carry it.
  const remote = { dir, name, release: releaseDescriptor(dir, name) };
  const browser = remoteBrowserConfig(remote);
  return development ? [browser] : [browser, remoteServerConfig(remote)];
}
