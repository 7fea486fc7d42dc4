/**
 * What a shell's server renders with while it has never read the release registry (it started
 * while the API was down): the last feed it read before, kept in RELEASE_SNAPSHOT_FILE, else the
 * build each remote's origin serves as its own, pinned by what that origin serves now. The
 * registry's feed takes over at its first answer.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { SERVER_REMOTE_ENTRY, SSR_BUILD_DIR } from 'contracts/federation';
import { RELEASE_DESCRIPTOR_FILE } from 'contracts/release-rules';
import { type FeedVersion, type ReleaseFeed, releaseDescriptorSchema, releaseFeedSchema } from 'contracts/releases';
import { type RemoteOrigins, sha256, versionBase } from '../src/ssr/remote-versions';

/** The floor's revision: no registry's, so the registry's first feed always replaces it. */
export const SERVED_BUILDS_REVISION = 'served-builds';
const FETCH_TIMEOUT_MS = 5000;

/** The last feed read from the registry, in a file a restart finds (none without a file). */
export function releaseSnapshot(file: string | undefined) {
  return {
    async read(): Promise<ReleaseFeed | undefined> {
      if (!file) return undefined;
      const text = await readFile(file, 'utf8').catch(() => undefined);
      const parsed = text === undefined ? undefined : releaseFeedSchema.safeParse(JSON.parse(text));
      return parsed?.success ? parsed.data : undefined;
    },
    /** Written beside and renamed into place: a reader never sees half a feed. */
    async write(feed: ReleaseFeed): Promise<void> {
      if (!file) return;
      const partial = `${file}.${randomUUID()}`;
      await writeFile(partial, JSON.stringify(feed));
      await rename(partial, file);
    },
  };
}

async function fetchOk(fetch: typeof globalThis.fetch, url: URL): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The version a remote's origin serves as its own build, pinned by the bytes it serves now. */
async function servedVersion(fetch: typeof globalThis.fetch, remote: RemoteOrigins): Promise<FeedVersion> {
  const descriptor = await fetchOk(fetch, new URL(RELEASE_DESCRIPTOR_FILE, remote.serverBase));
  const { version } = releaseDescriptorSchema.parse(JSON.parse(new TextDecoder().decode(descriptor)));
  const base = versionBase(remote.serverBase, version);
  const [entry, manifest] = await Promise.all([
    fetchOk(fetch, new URL(`${SSR_BUILD_DIR}/${SERVER_REMOTE_ENTRY}`, base)),
    fetchOk(fetch, new URL('mf-manifest.json', base)),
  ]);
  return { version, serverEntrySha256: sha256(entry), manifestSha256: sha256(manifest) };
}

/** A feed of each remote's served build as live (a remote whose origin does not answer has none: its parts fall back). */
export async function servedBuildsFeed(
  remotes: readonly RemoteOrigins[],
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<ReleaseFeed | undefined> {
  const served = await Promise.allSettled(remotes.map((remote) => servedVersion(fetch, remote)));
  const entries = remotes.flatMap((remote, index) => {
    const result = served[index];
    return result?.status === 'fulfilled'
      ? [[remote.name, { live: result.value.version, versions: [result.value] }] as const]
      : [];
  });
  // No preview without the registry's key: an empty one verifies no cookie (verifyPreview).
  return entries.length
    ? { revision: SERVED_BUILDS_REVISION, previewPublicKey: '', remotes: Object.fromEntries(entries) }
    : undefined;
}
