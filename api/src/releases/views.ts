/** The registry as the staff console and the CLI see it (`remoteReleasesSchema`), and as the shell's servers follow it (the feed). */
import { REMOTE_NAMES, type RemoteName } from 'contracts/federation';
import type { PublishedVersion, ReleaseFeed, RemoteReleases, VersionHealth } from 'contracts/releases';
import { NO_HEALTH } from '../store/release-records';
import type { ReleaseState } from '../store/releases';
import type { Store } from '../store/store';

/**
 * Where a rollback goes: the latest of the versions live before the current one that is still
 * published (retention may have pruned older ones), and the versions left below it.
 */
export function rollbackTarget(
  state: ReleaseState,
  published: readonly Pick<PublishedVersion, 'version'>[],
): { version: string; earlierLive: string[] } | undefined {
  const kept = new Set(published.map(({ version }) => version));
  const index = state.earlierLive.findLastIndex((version) => kept.has(version) && version !== state.live?.version);
  return index < 0 ? undefined : { version: state.earlierLive[index] as string, earlierLive: state.earlierLive.slice(0, index) };
}

export function remoteView(
  remote: RemoteName,
  state: ReleaseState,
  versions: PublishedVersion[],
  health: Record<string, VersionHealth>,
): RemoteReleases {
  const previous = rollbackTarget(state, versions)?.version;
  return {
    remote,
    ...(state.live ? { live: state.live } : {}),
    ...(state.canary ? { canary: state.canary } : {}),
    versions,
    health: Object.fromEntries(versions.map(({ version }) => [version, health[version] ?? NO_HEALTH])),
    ...(previous ? { previous } : {}),
  };
}

export async function readRemote(store: Store, remote: RemoteName): Promise<RemoteReleases> {
  const [state, versions, health] = await Promise.all([
    store.releases.state(remote),
    store.releases.versions(remote),
    store.releases.health(remote),
  ]);
  return remoteView(remote, state, versions, health);
}

/** What every shell process follows: per remote, live, canary, a rollback's target and the pins of every version kept. */
export async function readFeed(store: Store, revision: string, previewPublicKey: string): Promise<ReleaseFeed> {
  const remotes = await Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const [state, versions] = await Promise.all([store.releases.state(remote), store.releases.versions(remote)]);
      const previous = rollbackTarget(state, versions)?.version;
      return [
        remote,
        {
          ...(state.live ? { live: state.live.version } : {}),
          ...(state.canary ? { canary: { version: state.canary.version, share: state.canary.share } } : {}),
          ...(previous ? { previous } : {}),
          versions: versions.map(({ version, serverEntrySha256, manifestSha256 }) => ({
            version,
            serverEntrySha256,
            manifestSha256,
          })),
        },
      ] as const;
    }),
  );
  return { revision, previewPublicKey, remotes: Object.fromEntries(remotes) };
}
