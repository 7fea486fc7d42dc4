/**
 * The remotes' versions as a render thread holds them. A version (contracts/releases) never
 * changes, so it is loaded once, whole, when a page first needs it: its server entry (pinned by
 * the SHA-256 the registry recorded at publishing), every other file of its server build (each
 * pinned by the hash the entry lists), its browser manifest (pinned too) and its stylesheets.
 * From then on it renders from memory: a remote's origin that is slow or down never turns a
 * loaded version into a fallback, and no request waits on the network for a remote's code.
 */
import { createHash } from 'node:crypto';
import { type RemoteName, SERVER_REMOTE_ENTRY, SSR_BUILD_DIR, serverFileHashes } from 'contracts/federation';
import { type FeedVersion, releasePath, serverFederationName } from 'contracts/releases';

/**
 * Each file of a version is fetched within this; a version that failed to load is tried again
 * after RETRY_MS. A page waits for a version far less (REMOTE_LOAD_TIMEOUT_MS) and falls back,
 * while the load goes on for the pages after it: on a busy machine a version that takes a few
 * seconds to arrive is then loaded once, not failed and fetched again for ever.
 */
export const VERSION_FETCH_TIMEOUT_MS = 15_000;
export const RETRY_MS = 1000;

/**
 * Where a remote's origin is reached, by browsers (its public address) and by this server (inside
 * the network): the folder of its root `mf-manifest.json`, ending in `/`.
 */
export interface RemoteOrigins {
  name: RemoteName;
  browserBase: string;
  serverBase: string;
}

/** Where a remote's origin serves a version's files (`<base>releases/<version>/`). */
export function versionBase(base: string, version: string): string {
  return new URL(releasePath(version).slice(1), base).href;
}

/** The parts of a browser `mf-manifest.json` the page's HTML needs. */
export interface BrowserManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

export interface LoadedVersion {
  remote: RemoteName;
  version: string;
  /** The name its server build registered with the federation runtime (one per version). */
  federationName: string;
  /** Its server entry's URL: the federation runtime's key for it. */
  entry: string;
  manifest: BrowserManifest;
  /** Where browsers reach its files: `<origin>/releases/<version>/`. */
  browserBase: string;
  /** Its stylesheets' text by browser URL; one that could not be inlined is absent (linked instead). */
  stylesheets: ReadonlyMap<string, string>;
}

export interface RemoteVersionsOptions {
  remotes: readonly RemoteOrigins[];
  /** Tells the federation runtime about a version's server entry. */
  register: (federationName: string, entry: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

export const sha256 = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Fetch = typeof globalThis.fetch;

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

async function fetchBytes(fetch: Fetch, url: string): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(VERSION_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function fetchPinned(fetch: Fetch, url: string, expected: string): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await fetchBytes(fetch, url);
  const actual = sha256(bytes);
  if (actual !== expected) throw new Error(`Refused ${url}: its SHA-256 is ${actual}, the registry pins ${expected}`);
  return bytes;
}

async function readStylesheets(
  { fetch, log }: Required<Pick<RemoteVersionsOptions, 'fetch' | 'log'>>,
  manifest: BrowserManifest,
  serverBase: string,
  browserBase: string,
) {
  const files = [...new Set(manifest.exposes.flatMap((expose) => expose.assets.css.sync))];
  const read = await Promise.all(
    files.map(async (file) => {
      try {
        const css = new TextDecoder().decode(await fetchBytes(fetch, new URL(file, serverBase).href));
        // A relative url() would resolve against the page instead of the remote: such a file stays linked.
        return css.includes('url(') ? [] : [[new URL(file, browserBase).href, css] as const];
      } catch (error) {
        log(`Could not read ${file} of ${serverBase}: it is linked instead`, error);
        return [];
      }
    }),
  );
  return new Map(read.flat());
}

/** A version's server files, each checked against its pin, and what its pages need of it. */
async function fetchVersion(
  context: Required<Pick<RemoteVersionsOptions, 'fetch' | 'log'>>,
  remote: RemoteOrigins,
  pinned: FeedVersion,
): Promise<{ version: Omit<LoadedVersion, 'federationName'>; files: (readonly [string, Uint8Array<ArrayBuffer>])[] }> {
  const { fetch } = context;
  const serverBase = versionBase(remote.serverBase, pinned.version);
  const browserBase = versionBase(remote.browserBase, pinned.version);
  const entry = new URL(`${SSR_BUILD_DIR}/${SERVER_REMOTE_ENTRY}`, serverBase).href;
  const [entryBytes, manifestBytes] = await Promise.all([
    fetchPinned(fetch, entry, pinned.serverEntrySha256),
    fetchPinned(fetch, new URL('mf-manifest.json', serverBase).href, pinned.manifestSha256),
  ]);
  const fileHashes = serverFileHashes(new TextDecoder().decode(entryBytes));
  if (!fileHashes) throw new Error(`${entry} does not list the SHA-256 of its files`);
  const files = await Promise.all(
    Object.entries(fileHashes).map(async ([file, hash]) => {
      const url = new URL(file, entry).href;
      return [url, await fetchPinned(fetch, url, hash)] as const;
    }),
  );
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as BrowserManifest;
  const stylesheets = await readStylesheets(context, manifest, serverBase, browserBase);
  return {
    version: { remote: remote.name, version: pinned.version, entry, manifest, browserBase, stylesheets },
    files: [[entry, entryBytes] as const, ...files],
  };
}

export function createRemoteVersions({
  remotes,
  register,
  fetch = globalThis.fetch,
  now = Date.now,
  log = console.error,
}: RemoteVersionsOptions) {
  const loads = new Map<string, Promise<LoadedVersion>>();
  const failedAt = new Map<string, number>();
  /** Every server file of every loaded version (its entry included), by URL: what the runtime may run. */
  const serverFiles = new Map<string, Uint8Array<ArrayBuffer>>();

  async function load(remote: RemoteOrigins, pinned: FeedVersion): Promise<LoadedVersion> {
    const { version, files } = await fetchVersion({ fetch, log }, remote, pinned);
    for (const [url, bytes] of files) serverFiles.set(url, bytes);
    const federationName = serverFederationName(remote.name, pinned.version);
    register(federationName, version.entry);
    return { ...version, federationName };
  }

  return {
    /** The version loaded, or loading; a version that failed is tried again once RETRY_MS have passed. */
    load(name: RemoteName, pinned: FeedVersion): Promise<LoadedVersion> {
      const key = `${name}@${pinned.version}`;
      const remote = remotes.find((candidate) => candidate.name === name);
      if (!remote) return Promise.reject(new Error(`${name} is not a remote of this site`));
      const failed = failedAt.get(key);
      if (failed !== undefined && now() - failed < RETRY_MS) {
        return Promise.reject(new Error(`${key} failed to load less than ${RETRY_MS} ms ago`));
      }
      let loading = loads.get(key);
      if (!loading) {
        loading = load(remote, pinned);
        loads.set(key, loading);
        loading.then(
          () => failedAt.delete(key),
          (error: unknown) => {
            loads.delete(key);
            // A render thread is paused between its pages (piscina's Atomics.wait): a load begun
            // before a quiet spell meets its timeout the moment the next page wakes the thread,
            // though nothing failed. That page asks again at once, and gets an answer in time.
            if (!isTimeout(error)) failedAt.set(key, now());
            log(`${key} could not be loaded`, error);
          },
        );
      }
      return loading;
    },
    /** A server file of a loaded version, as checked; undefined for any other URL. */
    serverFile(url: string): Uint8Array<ArrayBuffer> | undefined {
      return serverFiles.get(url);
    },
  };
}

export type RemoteVersions = ReturnType<typeof createRemoteVersions>;
