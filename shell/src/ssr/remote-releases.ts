/**
 * The remotes as the shell's server knows them. Before a page is rendered, each remote it needs
 * is checked (at most once a second, each check bounded in time): its server entry is fetched,
 * pinned by content hash when the registry says so, and a new content is registered with the
 * federation runtime as a new release, so a remote released on its own is served without a
 * restart. Its browser manifest comes along, for the page's stylesheets and preloads.
 */
import { createHash } from 'node:crypto';
import { browserBuildUrl, type RemoteName, serverFileHashes } from 'contracts/federation';

export const REMOTE_CHECK_TIMEOUT_MS = 1000;
/** A check's answer, up or down, stands this long before the next request checks again. */
export const REMOTE_CHECK_INTERVAL_MS = 1000;

export interface ServerRemote {
  name: RemoteName;
  /** The browser build's `mf-manifest.json`, as the browser reaches it. */
  manifestUrl: string;
  /** The server build's `remoteEntry.js`, as this server reaches it; the browser build is read beside it. */
  serverEntryUrl: string;
  /** Hex SHA-256 the server entry must have; any other content is refused. */
  sha256?: string;
}

/** The parts of a browser `mf-manifest.json` the page's HTML needs. */
export interface BrowserManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

export interface Release {
  /** The server entry's URL carrying its content hash: the federation runtime's key for this release. */
  entry: string;
  /** The server entry's code, evaluated when the runtime loads this release. */
  source: string;
  /** SHA-256 (hex) of every other file of the server build, by name, as the entry lists them. */
  fileHashes: Record<string, string>;
  manifest: BrowserManifest;
}

export interface RemoteReleasesOptions {
  remotes: readonly ServerRemote[];
  /** Tells the federation runtime about a remote's new release. */
  register: (name: RemoteName, entry: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

interface RemoteState {
  checkedAt: number;
  release?: Release;
  /** The last release that passed its checks, kept while the remote is down. */
  lastGood?: Release;
  pending?: Promise<Release | undefined>;
}

export function createRemoteReleases({
  remotes,
  register,
  fetch = globalThis.fetch,
  now = Date.now,
  log = console.error,
}: RemoteReleasesOptions) {
  const states = new Map<RemoteName, RemoteState>(
    remotes.map((remote) => [remote.name, { checkedAt: Number.NEGATIVE_INFINITY }]),
  );
  const sources = new Map<string, string>();

  async function fetchText(url: string): Promise<string> {
    const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_CHECK_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${response.status} from ${url}`);
    return response.text();
  }

  async function check(remote: ServerRemote, state: RemoteState): Promise<Release | undefined> {
    try {
      const [source, manifestText] = await Promise.all([
        fetchText(remote.serverEntryUrl),
        fetchText(browserBuildUrl(remote.serverEntryUrl, 'mf-manifest.json')),
      ]);
      const hash = sha256(source);
      if (remote.sha256 && remote.sha256.toLowerCase() !== hash) {
        throw new Error(`the server entry's SHA-256 is ${hash}, not the pinned ${remote.sha256}`);
      }
      const fileHashes = serverFileHashes(source);
      if (!fileHashes) throw new Error('the server entry does not list the SHA-256 of its files');
      const entry = `${remote.serverEntryUrl}${remote.serverEntryUrl.includes('?') ? '&' : '?'}v=${hash.slice(0, 16)}`;
      const manifest = JSON.parse(manifestText) as BrowserManifest;
      if (state.lastGood?.entry !== entry) {
        if (state.lastGood) sources.delete(state.lastGood.entry);
        sources.set(entry, source);
        register(remote.name, entry);
      }
      state.lastGood = { entry, source, fileHashes, manifest };
      return state.lastGood;
    } catch (error) {
      log(`Remote ${remote.name} is unavailable to the server`, error);
      return undefined;
    }
  }

  return {
    /** The remote's current release, or undefined while it cannot be reached or fails its pin. */
    async current(name: RemoteName): Promise<Release | undefined> {
      const remote = remotes.find((candidate) => candidate.name === name);
      const state = states.get(name);
      if (!remote || !state) return undefined;
      if (now() - state.checkedAt < REMOTE_CHECK_INTERVAL_MS) return state.pending ?? state.release;
      state.checkedAt = now();
      state.pending = check(remote, state).then((release) => {
        state.release = release;
        state.pending = undefined;
        return release;
      });
      return state.pending;
    },
    /** The code of a release the runtime is loading; undefined for an entry never checked. */
    source(entry: string): string | undefined {
      return sources.get(entry);
    },
    /** The SHA-256 a file of a remote's server build must have, per its current release; undefined for any other URL. */
    expectedSha256(url: string): string | undefined {
      const { origin, pathname } = new URL(url);
      for (const remote of remotes) {
        const release = states.get(remote.name)?.lastGood;
        const serverDir = new URL('.', remote.serverEntryUrl);
        if (!release || origin !== serverDir.origin || !pathname.startsWith(serverDir.pathname)) continue;
        return release.fileHashes[pathname.slice(serverDir.pathname.length)];
      }
      return undefined;
    },
  };
}

export const sha256 = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export type RemoteReleases = ReturnType<typeof createRemoteReleases>;
