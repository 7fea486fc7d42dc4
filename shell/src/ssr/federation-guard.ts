/**
 * Module Federation runtime plugin of the shell's server, which runs remote code: only origins
 * of the registry are registered or fetched from, every fetch is bounded in time, a remote's
 * entry is evaluated from the exact code its release check fetched (and hash-pinned), never
 * fetched again, and a chunk is handed over only when its bytes have the SHA-256 the entry
 * lists for it. Registered on the host and as a global plugin, so the remotes' own runtimes
 * fetch their chunks through it too.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type RemoteReleases, sha256 } from './remote-releases';

export const REMOTE_LOAD_TIMEOUT_MS = 2000;

const nodeRequire = createRequire(pathToFileURL(`${process.cwd()}/`).href);

interface GuardOptions {
  allowedOrigins: ReadonlySet<string>;
  releases: Pick<RemoteReleases, 'source' | 'expectedSha256'>;
  fetch?: typeof fetch;
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

export function federationGuard({
  allowedOrigins,
  releases,
  fetch = globalThis.fetch,
}: GuardOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'shell:server-federation-guard',
    beforeRegisterRemote(args) {
      const entry = 'entry' in args.remote ? args.remote.entry : '';
      if (!isAllowedUrl(entry, allowedOrigins))
        throw new Error(`Refused to register ${args.remote.name} from ${entry}: not in the registry`);
      return args;
    },
    async loadEntry({ remoteInfo }) {
      const source = releases.source(remoteInfo.entry);
      if (source === undefined) throw new Error(`No checked release of ${remoteInfo.name} at ${remoteInfo.entry}`);
      return (await evaluateServerEntry(source, remoteInfo.entry, remoteInfo.entryGlobalName || remoteInfo.name)) as never;
    },
    async fetch(url, init) {
      if (!isAllowedUrl(url, allowedOrigins)) throw new Error(`Refused to fetch ${url}: not in the registry`);
      const expected = releases.expectedSha256(url);
      if (!expected) throw new Error(`Refused to fetch ${url}: not a file its remote's release lists`);
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${response.status} from ${url}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const actual = sha256(bytes);
      if (actual !== expected) throw new Error(`Refused to run ${url}: its SHA-256 is ${actual}, its release lists ${expected}`);
      return new Response(bytes, { status: 200, headers: response.headers });
    },
  };
}
