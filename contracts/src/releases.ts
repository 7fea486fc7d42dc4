/**
 * Remote releases (the release registry the API owns): immutable versions of each remote, which
 * one is live, an optional canary given to a share of visitors, and the history of changes.
 * Shared by the API (which keeps and changes the registry), the shell's server (which follows
 * it), the staff console's Releases screen and the release CLI. zod only.
 */
import { z } from 'zod';
import { errorBodySchema } from './errors';
import { REMOTE_NAMES, type RemoteName } from './federation';
import { CANARY_SHARE_MAX, CANARY_SHARE_MIN, RELEASE_BEACON_TOKEN_MAX_CHARS, RELEASE_VERSION_PATTERN } from './release-rules';
import { pageSchema } from './staff';

export * from './release-rules';

export const remoteNameSchema = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]], 'Unknown remote');
export const releaseVersionSchema = z
  .string('Name a version such as 1.0.0-3f9a2b1c4d')
  .regex(RELEASE_VERSION_PATTERN, 'Name a version such as 1.0.0-3f9a2b1c4d');
const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);
const datetime = z.iso.datetime();

/** `dist/release.json`: what the build says of itself. */
export const releaseDescriptorSchema = z.object({
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  packageVersion: z.string(),
  builtAt: datetime,
});
export type ReleaseDescriptor = z.infer<typeof releaseDescriptorSchema>;

/** Who changed the registry: a staff member, the machine token (release pipelines), or the system itself (a canary it aborted, the first version it found). */
export const releaseActorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('staff'), id: z.string(), email: z.string() }),
  z.object({ type: z.literal('admin-token') }),
  z.object({ type: z.literal('system') }),
]);
export type ReleaseActor = z.infer<typeof releaseActorSchema>;

export const GATE_CHECKS = ['exposes', 'shared', 'render'] as const;
export type GateCheckName = (typeof GATE_CHECKS)[number];
/** One check of the contract gate, and why it failed (or what it saw). */
export const gateCheckSchema = z.object({
  check: z.enum(GATE_CHECKS),
  passed: z.boolean(),
  detail: z.string(),
});
export const gateResultSchema = z.object({
  passed: z.boolean(),
  at: datetime,
  checks: z.array(gateCheckSchema),
});
export type GateResult = z.infer<typeof gateResultSchema>;
/** 422 from a canary or a promote the gate refused: which check failed and why. */
export const gateRefusalSchema = errorBodySchema.extend({ gate: gateResultSchema });
export type GateRefusal = z.infer<typeof gateRefusalSchema>;

/** A version published in the registry: its origin serves its files under `/releases/<version>/`, pinned by these hashes. */
export const publishedVersionSchema = z.object({
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  packageVersion: z.string(),
  builtAt: datetime,
  publishedAt: datetime,
  publishedBy: releaseActorSchema,
  /** SHA-256 of `ssr/remoteEntry.js`, which lists the hash of every other server file. */
  serverEntrySha256: sha256Schema,
  /** SHA-256 of the browser build's `mf-manifest.json`. */
  manifestSha256: sha256Schema,
  /** The last run of the contract gate; none yet when absent. */
  gate: gateResultSchema.optional(),
});
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;

export const liveReleaseSchema = z.object({ version: releaseVersionSchema, since: datetime, by: releaseActorSchema });
export const canaryReleaseSchema = liveReleaseSchema.extend({
  share: z.number().int().min(CANARY_SHARE_MIN).max(CANARY_SHARE_MAX),
});

/** How a version fares since it went live or canary: pages rendered with it, and what went wrong. */
export const versionHealthSchema = z.object({
  /** Pages the shell's servers rendered with this version. */
  renders: z.number().int().nonnegative(),
  /** Renders where this version's part threw or fell back on the server. */
  errors: z.number().int().nonnegative(),
  /** Hydration or runtime errors browsers reported for this version. */
  clientErrors: z.number().int().nonnegative(),
});
export type VersionHealth = z.infer<typeof versionHealthSchema>;

export const RELEASE_EVENT_ACTIONS = [
  'published',
  'gated',
  'canary-started',
  'canary-aborted',
  'promoted',
  'rolled-back',
] as const;
export type ReleaseEventAction = (typeof RELEASE_EVENT_ACTIONS)[number];
/** One change of a remote's releases: who, what, from which version to which, when and why. */
export const releaseEventSchema = z.object({
  id: z.string(),
  at: datetime,
  remote: remoteNameSchema,
  action: z.enum(RELEASE_EVENT_ACTIONS),
  actor: releaseActorSchema,
  from: releaseVersionSchema.optional(),
  to: releaseVersionSchema.optional(),
  share: z.number().int().optional(),
  reason: z.string().optional(),
});
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;
export const releaseEventPageSchema = pageSchema(releaseEventSchema);

/** One remote in the registry, as the staff console and the CLI see it. */
export const remoteReleasesSchema = z.object({
  remote: remoteNameSchema,
  live: liveReleaseSchema.optional(),
  canary: canaryReleaseSchema.optional(),
  /** Every version kept (newest published first): the ones that may be previewed, put on canary or rolled back to. */
  versions: z.array(publishedVersionSchema),
  /** By version: since it last went live or on canary. */
  health: z.record(z.string(), versionHealthSchema),
  /** The version a rollback goes back to: the live one before the current. */
  previous: releaseVersionSchema.optional(),
});
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;
export const releaseStatusSchema = z.object({ remotes: z.array(remoteReleasesSchema) });
export type ReleaseStatus = z.infer<typeof releaseStatusSchema>;

// Changes (the staff console's `/api/staff/releases/:remote/...` and the machine token's `/api/admin/releases/:remote/...`)

export const releaseRemoteParamsSchema = z.object({ remote: remoteNameSchema });
/** POST …/:remote/versions: register a version the remote's origin serves. */
export const publishRequestSchema = z.strictObject({ version: releaseVersionSchema });
/** POST …/:remote/gate: run the contract gate on a version. */
export const gateRequestSchema = publishRequestSchema;
/** POST …/:remote/canary */
export const canaryRequestSchema = z.strictObject({
  version: releaseVersionSchema,
  share: z
    .number('Give the share as a whole percentage from 1 to 50')
    .int('Give the share as a whole percentage from 1 to 50')
    .min(CANARY_SHARE_MIN, 'Give the share as a whole percentage from 1 to 50')
    .max(CANARY_SHARE_MAX, 'Give the share as a whole percentage from 1 to 50'),
});
/** POST …/:remote/promote: the canary's version when none is named. */
export const promoteRequestSchema = z.strictObject({ version: releaseVersionSchema.optional() });
/** POST …/:remote/abort, …/:remote/rollback: why, for the history. */
export const releaseReasonSchema = z.strictObject({
  reason: z.string().trim().max(500, 'A reason cannot exceed 500 characters').optional(),
});
/** POST /api/staff/releases/preview: the versions this browser sees; an empty map ends the preview. */
export const previewRequestSchema = z.strictObject({
  versions: z.partialRecord(remoteNameSchema, releaseVersionSchema),
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

// What the shell's servers read and report (`/api/releases/*`, never through the site's proxy)

/** A version as the shell loads it: its files under `/releases/<version>/` of the remote's origins, pinned. */
export const feedVersionSchema = z.object({
  version: releaseVersionSchema,
  serverEntrySha256: sha256Schema,
  manifestSha256: sha256Schema,
});
export type FeedVersion = z.infer<typeof feedVersionSchema>;

/** GET /api/releases/feed (with ETag): what every shell process follows. */
export const releaseFeedSchema = z.object({
  revision: z.string(),
  /** Verifies preview cookies (SPKI, PEM): the shell holds no secret. */
  previewPublicKey: z.string(),
  remotes: z.partialRecord(
    remoteNameSchema,
    z.object({
      live: z.string().optional(),
      canary: z.object({ version: z.string(), share: z.number().int() }).optional(),
      /** Where a rollback would go: kept loaded by the shell's servers, as live and canary are. */
      previous: z.string().optional(),
      /** Every version kept, live and canary included. */
      versions: z.array(feedVersionSchema),
    }),
  ),
});
export type ReleaseFeed = z.infer<typeof releaseFeedSchema>;

/** The signed content of a preview cookie. */
export const previewClaimsSchema = z.object({
  versions: z.partialRecord(remoteNameSchema, releaseVersionSchema),
  /** Seconds since the epoch. */
  exp: z.number().int(),
});
export type PreviewClaims = z.infer<typeof previewClaimsSchema>;

/** POST /api/releases/health: what one shell process rendered since its last report. */
export const healthReportSchema = z.strictObject({
  counts: z
    .array(
      z.strictObject({
        remote: remoteNameSchema,
        version: releaseVersionSchema,
        renders: z.number().int().nonnegative().max(1_000_000),
        errors: z.number().int().nonnegative().max(1_000_000),
      }),
    )
    .max(64),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/** POST /api/releases/beacon: a browser's report of an error in a remote's version. No message, no URL, nothing personal. */
export const releaseBeaconSchema = z.strictObject({
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  /** A hydration mismatch, an error while rendering, or its module that would not load. */
  kind: z.enum(['hydration', 'runtime', 'load']),
  /** The page's token (server-common/shell-reports): the shell served this version on that page. */
  token: z.string().max(RELEASE_BEACON_TOKEN_MAX_CHARS),
});
export type ReleaseBeacon = z.infer<typeof releaseBeaconSchema>;

/** GET /healthz/federation on a shell server: what the gate checks a version against. */
export const shellFederationSchema = z.object({
  /** Each shared singleton and the version the shell provides. */
  shared: z.record(z.string(), z.string()),
  /** The route patterns that show each remote's modules (`/careers/:slug`, `/staff/*`). */
  routes: z.partialRecord(remoteNameSchema, z.array(z.string())),
});
export type ShellFederation = z.infer<typeof shellFederationSchema>;
