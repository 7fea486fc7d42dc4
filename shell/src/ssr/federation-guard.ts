/**
 * Module Federation runtime plugin of the shell's server, which runs remote code: only the
 * remotes' own origins may be registered, and the runtime is handed only the files of a version
 * loaded and checked by remote-versions.ts (each pinned by its SHA-256), from memory: it never
 * fetches anything itself. Registered on the host and as a global plugin, so the remotes' own
 * runtimes get their chunks through it too.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteVersions } from './remote-versions';

export const REMOTE_LOAD_TIMEOUT_MS = 2000;

const nodeRequire = createRequire(pathToFileURL(`${process.cwd()}/`).href);

interface GuardOptions {
  allowedOrigins: ReadonlySet<string>;
  versions: Pick<RemoteVersions, 'serverFile'>;
}

export function isAllowedUrl(url: string, allowedOrigins: ReadonlySet<string>): boolean {
  return URL.canParse(url) && allowedOrigins.has(new URL(url).origin);
}

/**
 * Runs a remote's CommonJS server entry as Node would run a module file and returns its
 * container, exported under the remote's global name (a promise with async startup).
 */
export async function evaluateServerEntry(source: string, url: string, globalName: string): Promise<unknown> {
  const { pathname } = new URL(url);
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = new Script(`(function (exports, module, require, __dirname, __filename) {${source}\n})`, { filename: url });
  wrapper.runInThisContext()(module.exports, module, nodeRequire, path.posix.dirname(pathname), path.posix.basename(pathname));
  return module.exports[globalName] ?? module.exports;
}

export function federationGuard({ allowedOrigins, versions }: GuardOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'shell:server-federation-guard',
    beforeRegisterRemote(args) {
      const entry = 'entry' in args.remote ? args.remote.entry : '';
      if (!isAllowedUrl(entry, allowedOrigins))
        throw new Error(`Refused to register ${args.remote.name} from ${entry}: not in the registry`);
      return args;
    },
    async loadEntry({ remoteInfo }) {
      const source = versions.serverFile(remoteInfo.entry);
      if (source === undefined) throw new Error(`No checked version of ${remoteInfo.name} at ${remoteInfo.entry}`);
      const code = new TextDecoder().decode(source);
      return (await evaluateServerEntry(code, remoteInfo.entry, remoteInfo.entryGlobalName || remoteInfo.name)) as never;
    },
    async fetch(url) {
      const bytes = versions.serverFile(url);
      if (!bytes) throw new Error(`Refused to fetch ${url}: not a file of a version this server loaded and checked`);
      return new Response(bytes, { status: 200, headers: { 'content-type': 'application/javascript' } });
    },
  };
}
