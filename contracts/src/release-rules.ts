/**
 * The release registry's rules that need no zod (shared by the browser, which must stay small):
 * version names, where a version's files are served, the cookies and headers of version picking.
 * The schemas are in releases.ts.
 */
import type { RemoteName } from './federation';

/**
 * A version names one build of a remote and never another: its package version, then the first
 * ten hex digits of a SHA-256 of what the build was made from (`1.0.0-3f9a2b1c4d`).
 */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.]{0,39}-[0-9a-f]{10}$/;
export const RELEASE_HASH_LENGTH = 10;

/** Where a remote's origin serves a version's files (browser build, and its server build under `ssr/`): immutable. */
export const RELEASES_PATH = '/releases';
export function releasePath(version: string, file = ''): string {
  return `${RELEASES_PATH}/${version}/${file}`;
}

/** The descriptor each build writes beside its files (`dist/release.json`), served with them. */
export const RELEASE_DESCRIPTOR_FILE = 'release.json';

/**
 * The name a version's server build registers with the federation runtime: one per version, so
 * that the shell's server can render two versions of a remote side by side (live and canary).
 * The browser build keeps the remote's own name: a page only ever loads one version of a remote.
 */
export function serverFederationName(remote: RemoteName, version: string): string {
  return `${remote}_${version.slice(-RELEASE_HASH_LENGTH)}`;
}

/** A canary gets 1 to 50 % of visitors: more than half is no longer a trial. */
export const CANARY_SHARE_MIN = 1;
export const CANARY_SHARE_MAX = 50;

/**
 * The visitor's canary bucket: a random whole number in [0, 100) in a first-party cookie, no
 * personal data; a visitor is on a remote's canary when their bucket is below its share.
 */
export const RELEASE_BUCKET_COOKIE = 'release_bucket';
export const RELEASE_BUCKETS = 100;
/** One year: a visitor keeps their side of every canary. */
export const RELEASE_BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The staff preview: a short-lived cookie signed by the API (Ed25519), set from the staff console. */
export const RELEASE_PREVIEW_COOKIE = '__Host-release_preview';
export const RELEASE_PREVIEW_MAX_AGE_S = 60 * 60;
/** The header on every page the shell renders: the version of each remote it was rendered with (`mfe_careers=1.0.0-…, …`). */
export const RELEASE_VERSIONS_HEADER = 'X-Release-Versions';
/** The header on a page where parts fell back (`mfe_careers/JobPage, …`): what the gate refuses. */
export const RELEASE_FALLBACKS_HEADER = 'X-Release-Fallbacks';
/** The header naming how the page's versions were picked: `live`, `canary` or `preview`. */
export const RELEASE_SIDE_HEADER = 'X-Release-Side';

/** The longest page token a beacon may carry: the versions of four remotes, signed. */
export const RELEASE_BEACON_TOKEN_MAX_CHARS = 600;
/** The largest beacon (POST /api/releases/beacon) the API reads. */
export const RELEASE_BEACON_MAX_BYTES = 1024;
