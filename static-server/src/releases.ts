/**
 * The versions a remote's origin keeps (contracts/releases): one folder per version in its
 * releases folder (a volume that outlives the container), served under `/releases/<version>/`.
 * A version's folder is written once, whole, and never changed; versions the registry no longer
 * keeps are removed.
 */
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from 'contracts/federation';
import { RELEASE_DESCRIPTOR_FILE, RELEASE_VERSION_PATTERN } from 'contracts/release-rules';

export interface BuildRelease {
  remote: RemoteName;
  version: string;
}

/** A version just installed may not be published yet: the registry cannot know it, so it is kept this long. */
export const UNPUBLISHED_GRACE_MS = 60 * 60 * 1000;

/** What a build says of itself (`release.json`, written by the build). */
export async function readReleaseDescriptor(dist: string): Promise<BuildRelease> {
  const text = await readFile(path.join(dist, RELEASE_DESCRIPTOR_FILE), 'utf8');
  const { remote, version } = JSON.parse(text) as BuildRelease;
  if (!RELEASE_VERSION_PATTERN.test(version)) throw new Error(`${dist}/${RELEASE_DESCRIPTOR_FILE} names no version`);
  return { remote, version };
}

/**
 * Puts a build into the releases folder as its version, unless that version is there already
 * (the same version is the same build). Written beside and renamed into place, so a reader never
 * sees half a version.
 */
export async function installRelease(dist: string, releasesDir: string): Promise<BuildRelease> {
  const release = await readReleaseDescriptor(dist);
  const target = path.join(releasesDir, release.version);
  if (await exists(target)) return release;
  const partial = path.join(releasesDir, `.partial-${release.version}-${process.pid}`);
  await cp(dist, partial, { recursive: true });
  try {
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // Another process installed the same version meanwhile.
    if (!(await exists(target))) throw error;
  }
  return release;
}

/**
 * Removes the versions the registry no longer keeps: every folder not in `kept`, unless it is
 * younger than `UNPUBLISHED_GRACE_MS`. Returns the versions removed.
 */
export async function pruneReleases(releasesDir: string, kept: ReadonlySet<string>, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await readdir(releasesDir)) {
    if (!RELEASE_VERSION_PATTERN.test(entry) || kept.has(entry)) continue;
    const folder = path.join(releasesDir, entry);
    if (now - (await stat(folder)).mtimeMs < UNPUBLISHED_GRACE_MS) continue;
    await rm(folder, { recursive: true, force: true });
    removed.push(entry);
  }
  return removed;
}

/** The versions of `remote` the registry keeps, from its feed (`GET /api/releases/feed`). */
export async function keptVersions(feedUrl: string, remote: RemoteName): Promise<Set<string>> {
  const response = await fetch(feedUrl, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`${response.status} from ${feedUrl}`);
  const feed = (await response.json()) as { remotes: Partial<Record<RemoteName, { versions: { version: string }[] }>> };
  return new Set(feed.remotes[remote]?.versions.map(({ version }) => version) ?? []);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
