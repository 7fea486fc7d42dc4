/**
 * The shell's server follows the API's release registry (contracts/releases): it polls the
 * feed with its ETag, so each process learns of a promote, a canary or a rollback within a poll,
 * and keeps the last feed it read whenever the API is slow or down. For each request it picks a
 * version of every remote: a staff preview first (a cookie the API signed, checked here with the
 * registry's public key: this server holds no secret), then the visitor's canary bucket, then live.
 */
import { createPublicKey, randomInt, verify } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from 'contracts/federation';
import {
  type FeedVersion,
  type PreviewClaims,
  previewClaimsSchema,
  RELEASE_BUCKETS,
  type ReleaseFeed,
  releaseFeedSchema,
} from 'contracts/releases';

/** A change reaches every process within this (and the page's render). */
export const FEED_POLL_INTERVAL_MS = 250;
export const FEED_TIMEOUT_MS = 1000;

export type ReleaseSide = 'live' | 'canary' | 'preview';

export interface PickedReleases {
  releases: Partial<Record<RemoteName, FeedVersion>>;
  /** How each remote's version was picked. */
  sides: Partial<Record<RemoteName, ReleaseSide>>;
  /** The page's side: `preview` when any part is previewed, else `canary` when any is on canary. */
  side: ReleaseSide;
}

/** Where a feed in force came from: the registry, or `fallback` while the registry has never answered. */
export type FeedSource = 'registry' | 'fallback';

export interface ReleaseFeedOptions {
  url: string;
  fetch?: typeof fetch;
  intervalMs?: number;
  /** Told each new feed in force. */
  onChange?: (feed: ReleaseFeed, source: FeedSource) => void;
  /** The feed to render with while the registry has never been read (release-floor.ts); asked again after FALLBACK_RETRY_MS while it gives none. */
  fallback?: () => Promise<ReleaseFeed | undefined>;
  log?: (message: string, error?: unknown) => void;
}

export const FALLBACK_RETRY_MS = 5000;

export function followReleaseFeed({
  url,
  fetch = globalThis.fetch,
  intervalMs = FEED_POLL_INTERVAL_MS,
  onChange,
  fallback,
  log = console.error,
}: ReleaseFeedOptions) {
  let feed: ReleaseFeed | undefined;
  let etag: string | undefined;
  let failing = false;
  let fallbackAskedAt = Number.NEGATIVE_INFINITY;

  async function fallBack(): Promise<void> {
    if (feed || !fallback || Date.now() - fallbackAskedAt < FALLBACK_RETRY_MS) return;
    fallbackAskedAt = Date.now();
    const found = await fallback().catch((error: unknown) => log('No release feed to fall back on', error));
    // The registry may have answered meanwhile: its feed comes first.
    if (!found || feed) return;
    feed = found;
    log(`Rendering with the fallback release feed (revision ${found.revision}) until the registry answers`);
    onChange?.(found, 'fallback');
  }

  let timer: NodeJS.Timeout | undefined;
  let first: Promise<void> | undefined;

  async function poll(): Promise<void> {
    try {
      const response = await fetch(url, {
        headers: etag ? { 'if-none-match': etag } : {},
        signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      });
      if (response.status === 304) return;
      if (!response.ok) throw new Error(`${response.status} from ${url}`);
      feed = releaseFeedSchema.parse(await response.json());
      etag = response.headers.get('etag') ?? undefined;
      onChange?.(feed, 'registry');
      if (failing) log(`The release registry answers again (revision ${feed.revision})`);
      failing = false;
    } catch (error) {
      // The last feed read stays in force: a registry that is slow or down changes no page.
      if (!failing) log('The release registry could not be read: the last versions read stay in force', error);
      failing = true;
      await fallBack();
    }
  }

  function loop() {
    timer = setTimeout(() => void poll().then(loop), intervalMs);
  }

  return {
    /** Starts polling; resolves once the first poll has ended, answered or not. */
    start(): Promise<void> {
      first ??= poll().then(loop);
      return first;
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
    current: () => feed,
    /** The feed read now, for a caller that cannot wait for the next poll (tests). */
    refresh: poll,
  };
}

export type ReleaseFeedFollower = ReturnType<typeof followReleaseFeed>;

/** A bucket as the cookie holds it: a whole number in [0, RELEASE_BUCKETS); anything else is no bucket. */
export function parseBucket(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined;
  const bucket = Number(value);
  return bucket < RELEASE_BUCKETS ? bucket : undefined;
}

export const newBucket = () => randomInt(RELEASE_BUCKETS);

/** True when some remote has a canary: only then does a visitor need a bucket. */
export const hasCanary = (feed: ReleaseFeed | undefined) => Object.values(feed?.remotes ?? {}).some((remote) => remote.canary);

/** The claims of a preview cookie the registry signed and that has not expired; undefined otherwise. */
export function verifyPreview(
  cookie: string | undefined,
  feed: ReleaseFeed | undefined,
  now = Date.now(),
): PreviewClaims | undefined {
  if (!cookie || !feed) return undefined;
  const [payload = '', signature = ''] = cookie.split('.');
  try {
    const key = createPublicKey(feed.previewPublicKey);
    if (!verify(null, Buffer.from(payload), key, Buffer.from(signature, 'base64url'))) return undefined;
    const claims = previewClaimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return claims.exp * 1000 > now ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** The version of each remote for one request: previewed, else canary for a bucket below its share, else live. */
export function pickReleases(feed: ReleaseFeed | undefined, bucket: number | undefined, preview?: PreviewClaims): PickedReleases {
  const picked: PickedReleases = { releases: {}, sides: {}, side: 'live' };
  for (const name of REMOTE_NAMES) {
    const remote = feed?.remotes[name];
    if (!remote) continue;
    const find = (version: string | undefined) => remote.versions.find((candidate) => candidate.version === version);
    const previewed = find(preview?.versions[name]);
    const canary =
      remote.canary && bucket !== undefined && bucket < remote.canary.share ? find(remote.canary.version) : undefined;
    const [version, side] = previewed
      ? [previewed, 'preview' as const]
      : canary
        ? [canary, 'canary' as const]
        : [find(remote.live), 'live' as const];
    if (!version) continue;
    picked.releases[name] = version;
    picked.sides[name] = side;
  }
  const sides = Object.values(picked.sides);
  picked.side = sides.includes('preview') ? 'preview' : sides.includes('canary') ? 'canary' : 'live';
  return picked;
}

/**
 * The versions a shell's server keeps loaded ahead of any page that needs them: each remote's
 * live, canary and rollback target, so a promote or a rollback never waits on loading a version.
 */
export function versionsToKeepLoaded(feed: ReleaseFeed): { remote: RemoteName; pinned: FeedVersion }[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const entry = feed.remotes[remote];
    const wanted = new Set([entry?.live, entry?.canary?.version, entry?.previous]);
    return (entry?.versions ?? []).filter(({ version }) => wanted.has(version)).map((pinned) => ({ remote, pinned }));
  });
}
