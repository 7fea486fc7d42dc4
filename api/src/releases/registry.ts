/**
 * The release registry's operations, shared by the staff console's routes, the machine token's
 * and the start-up: publish, gate, canary, promote, abort, rollback, preview, and the health
 * reports that may abort a canary. Each state change is a compare-and-set on the state read at
 * its start (of two simultaneous changes one wins, the other is a 409), and writes one history
 * event and one audit entry. Refusals are HttpErrors whose message names the problem.
 */
import { REMOTE_NAMES, type RemoteName } from 'contracts/federation';
import {
  type GateResult,
  type HealthReport,
  type PreviewRequest,
  type PublishedVersion,
  RELEASE_PREVIEW_MAX_AGE_S,
  type ReleaseBeacon,
  type ReleaseFeed,
  type ReleaseStatus,
  type RemoteReleases,
} from 'contracts/releases';
import type { ReleaseSettings } from '../config';
import { HttpError, notFound } from '../http-errors';
import { isAcceptingApplications } from '../rules/job-closing';
import { recordAudit } from '../staff/audit';
import { NO_HEALTH } from '../store/release-records';
import { type ReleaseState, releaseId, type SigningKeyPair, type StoredReleaseState } from '../store/releases';
import { DuplicateKeyError, type PageRequest, type Store } from '../store/store';
import { canaryAbortReason } from './auto-abort';
import type { Fetch } from './fetch-file';
import { failedChecksSummary, runGate } from './gate';
import { type ReleaseChange, type ReleaseChanger, recordReleaseChange, releaseActor, SYSTEM } from './history';
import { readVersionFiles } from './origin';
import { newSigningKeyPair, signPreviewToken } from './preview-token';
import { LIVE_OR_CANARY_ACTIONS, versionsToPrune } from './retention';
import { readFeed, readRemote, rollbackTarget } from './views';

/** Rollbacks go back at most this many live versions. */
export const EARLIER_LIVE_MAX = 20;
export const GATE_PASSED_REASON = 'every check passed';

export const notPublishedMessage = (remote: RemoteName, version: string) => `Version ${version} of ${remote} is not published`;
const changedMeanwhile = (remote: RemoteName) =>
  new HttpError(409, `The releases of ${remote} changed meanwhile. Reload them and try again.`);

/** A canary or promotion the contract gate refused: a 422 whose body carries the gate's result. */
export class GateRefused extends Error {
  override name = 'GateRefused';
  constructor(
    readonly gate: GateResult,
    message: string,
  ) {
    super(message);
  }
}

export interface ReleaseRegistryOptions {
  store: Store;
  settings: ReleaseSettings;
  /** How origins and the shell are reached (tests give a fake). */
  fetch: Fetch;
  clock: () => Date;
}

export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;

const withoutStamp = ({ stamp: _stamp, ...state }: StoredReleaseState): ReleaseState => state;
const isLiveOrCanary = (state: ReleaseState, version: string) =>
  state.live?.version === version || state.canary?.version === version;

export function createReleaseRegistry({ store, settings, fetch, clock }: ReleaseRegistryOptions) {
  const releases = store.releases;

  let signingKey: Promise<SigningKeyPair> | undefined;
  /** The registry's key pair, read (or first stored) once per process: it never changes. */
  function previewKeys(): Promise<SigningKeyPair> {
    signingKey ??= releases.signingKey(newSigningKeyPair()).catch((error: unknown) => {
      signingKey = undefined;
      throw error;
    });
    return signingKey;
  }

  async function findPublished(remote: RemoteName, version: string): Promise<PublishedVersion> {
    const found = await releases.findVersion(remote, version);
    if (!found) throw notFound(notPublishedMessage(remote, version));
    return found;
  }

  /** Writes the next state if the remote is still as read; a 409 when someone changed it meanwhile. */
  async function changeState(remote: RemoteName, read: StoredReleaseState, next: ReleaseState): Promise<void> {
    const changed = await releases.changeState(remote, read.stamp, next);
    if (!changed) throw changedMeanwhile(remote);
  }

  async function record(change: ReleaseChange, changer: ReleaseChanger, at = clock()) {
    await recordReleaseChange(store, at, change, changer);
  }

  async function status(): Promise<ReleaseStatus> {
    return { remotes: await Promise.all(REMOTE_NAMES.map((remote) => readRemote(store, remote))) };
  }

  async function history(remote: RemoteName, request: PageRequest) {
    const { items, total } = await releases.history(remote, request);
    return { items, total, page: request.page, pageSize: request.pageSize };
  }

  /** Registers a version the remote's origin serves, pinned by the hashes of what it serves now; then applies retention. */
  async function publish(remote: RemoteName, version: string, changer: ReleaseChanger): Promise<RemoteReleases> {
    const alreadyPublished = new HttpError(409, `Version ${version} of ${remote} is already published`);
    if (await releases.findVersion(remote, version)) throw alreadyPublished;
    const { descriptor, manifestSha256, serverEntrySha256 } = await readVersionFiles(
      fetch,
      settings.origins[remote],
      remote,
      version,
    );
    const now = clock();
    try {
      await releases.addVersion({
        remote,
        version,
        packageVersion: descriptor.packageVersion,
        builtAt: descriptor.builtAt,
        publishedAt: now.toISOString(),
        publishedBy: releaseActor(changer),
        serverEntrySha256,
        manifestSha256,
      });
    } catch (error) {
      throw error instanceof DuplicateKeyError ? alreadyPublished : error;
    }
    await record({ remote, action: 'published', to: version }, changer, now);
    await prune(remote, now);
    return readRemote(store, remote);
  }

  async function prune(remote: RemoteName, now: Date): Promise<void> {
    const [state, versions, events] = await Promise.all([
      releases.state(remote),
      releases.versions(remote),
      releases.events(remote, LIVE_OR_CANARY_ACTIONS),
    ]);
    const previous = rollbackTarget(state, versions)?.version;
    await releases.removeVersions(remote, versionsToPrune({ versions, events, state, previous, keep: settings.keep, now }));
  }

  /** Runs the gate on a published version, keeps the result on it and records the run. */
  async function runAndRecordGate(remote: RemoteName, version: string, changer: ReleaseChanger): Promise<GateResult> {
    const published = await findPublished(remote, version);
    const now = clock();
    const [jobs, services] = await Promise.all([store.jobs.list(), store.services.list()]);
    const result = await runGate({
      remote,
      version: published,
      origin: settings.origins[remote],
      shellUrl: settings.shellUrl,
      fetch,
      now,
      routeValues: { jobSlug: jobs.find((job) => isAcceptingApplications(job, now))?.slug, serviceId: services[0]?.id },
      signPreview: async (claims) => signPreviewToken(claims, (await previewKeys()).privateKey),
    });
    await releases.recordGate(remote, version, result);
    const reason = result.passed ? GATE_PASSED_REASON : `failed: ${failedChecksSummary(result)}`;
    await record({ remote, action: 'gated', to: version, reason }, changer);
    return result;
  }

  async function requirePassingGate(remote: RemoteName, version: string, changer: ReleaseChanger): Promise<void> {
    const result = await runAndRecordGate(remote, version, changer);
    if (!result.passed) {
      throw new GateRefused(result, `The contract gate refused version ${version} of ${remote}: ${failedChecksSummary(result)}`);
    }
  }

  const alreadyLive = (remote: RemoteName, version: string) =>
    new HttpError(409, `Version ${version} is already live for ${remote}`);

  async function startCanary(remote: RemoteName, version: string, share: number, changer: ReleaseChanger) {
    const state = await releases.state(remote);
    await findPublished(remote, version);
    if (state.live?.version === version) throw alreadyLive(remote, version);
    if (state.canary) throw new HttpError(409, `Abort the running canary of ${remote} (${state.canary.version}) first`);
    await requirePassingGate(remote, version, changer);
    const now = clock();
    const canary = { version, since: now.toISOString(), by: releaseActor(changer), share };
    await changeState(remote, state, { ...withoutStamp(state), canary });
    await releases.resetHealth(remote, version);
    await record({ remote, action: 'canary-started', from: state.live?.version, to: version, share }, changer, now);
    return readRemote(store, remote);
  }

  /** Makes a version live (the canary's when none is named); any canary ends. */
  async function promote(remote: RemoteName, requested: string | undefined, changer: ReleaseChanger) {
    const state = await releases.state(remote);
    const version = requested ?? state.canary?.version;
    if (!version) throw new HttpError(409, `No canary runs for ${remote}: name the version to promote`);
    await findPublished(remote, version);
    if (state.live?.version === version) throw alreadyLive(remote, version);
    await requirePassingGate(remote, version, changer);
    await makeLive(remote, state, version, changer);
    return readRemote(store, remote);
  }

  /** Writes `version` as live over `state` (the current live then is the first a rollback goes back to). */
  async function makeLive(
    remote: RemoteName,
    state: StoredReleaseState,
    version: string,
    changer: ReleaseChanger,
    reason?: string,
  ): Promise<void> {
    const now = clock();
    const earlierLive = state.live ? [...state.earlierLive, state.live.version].slice(-EARLIER_LIVE_MAX) : state.earlierLive;
    await changeState(remote, state, { live: { version, since: now.toISOString(), by: releaseActor(changer) }, earlierLive });
    await releases.resetHealth(remote, version);
    await record({ remote, action: 'promoted', from: state.live?.version, to: version, reason }, changer, now);
  }

  /** Ends the canary `state` has; false when another did first. */
  async function endCanary(remote: RemoteName, state: StoredReleaseState, reason: string | undefined, changer: ReleaseChanger) {
    if (!state.canary) return false;
    const { canary: _ended, ...rest } = withoutStamp(state);
    if (!(await releases.changeState(remote, state.stamp, rest))) return false;
    await record({ remote, action: 'canary-aborted', from: state.canary.version, reason }, changer);
    return true;
  }

  async function abort(remote: RemoteName, reason: string | undefined, changer: ReleaseChanger) {
    const state = await releases.state(remote);
    if (!state.canary) throw new HttpError(409, `No canary runs for ${remote}`);
    if (!(await endCanary(remote, state, reason, changer))) throw changedMeanwhile(remote);
    return readRemote(store, remote);
  }

  /** The emergency path: back to the live version before the current one, without the gate; any canary ends. */
  async function rollback(remote: RemoteName, reason: string | undefined, changer: ReleaseChanger) {
    const [state, versions] = await Promise.all([releases.state(remote), releases.versions(remote)]);
    const target = rollbackTarget(state, versions);
    if (!target) throw new HttpError(409, `${remote} has no earlier live version to roll back to`);
    const now = clock();
    await changeState(remote, state, {
      live: { version: target.version, since: now.toISOString(), by: releaseActor(changer) },
      earlierLive: target.earlierLive,
    });
    await releases.resetHealth(remote, target.version);
    await record({ remote, action: 'rolled-back', from: state.live?.version, to: target.version, reason }, changer, now);
    return readRemote(store, remote);
  }

  /** A signed preview token for these versions (each must be published), or undefined for none: the preview ends. */
  async function preview(versions: PreviewRequest['versions'], changer: ReleaseChanger): Promise<string | undefined> {
    const named = Object.entries(versions) as [RemoteName, string][];
    if (named.length === 0) return undefined;
    for (const [remote, version] of named) await findPublished(remote, version);
    const now = clock();
    const exp = Math.floor(now.getTime() / 1000) + RELEASE_PREVIEW_MAX_AGE_S;
    const token = signPreviewToken({ versions, exp }, (await previewKeys()).privateKey);
    for (const [remote, version] of named) {
      await recordAudit(store, now, {
        actor: changer,
        action: 'release.previewed',
        target: { type: 'release', id: releaseId(remote, version) },
        details: { expiresAt: new Date(exp * 1000).toISOString() },
      });
    }
    return token;
  }

  let cachedFeed: ReleaseFeed | undefined;
  /** The feed at `revision` (read first by the caller, for the ETag); built once per revision. */
  async function feed(revision: string): Promise<ReleaseFeed> {
    if (cachedFeed?.revision !== revision) cachedFeed = await readFeed(store, revision, (await previewKeys()).publicKey);
    return cachedFeed;
  }

  /** Adds a shell process's render counts to the live and canary versions they are for, then judges their canaries. */
  async function reportHealth({ counts }: HealthReport): Promise<void> {
    const remotes = [...new Set(counts.map(({ remote }) => remote))];
    const states = new Map(await Promise.all(remotes.map(async (remote) => [remote, await releases.state(remote)] as const)));
    for (const { remote, version, renders, errors } of counts) {
      // Renders of a preview, or of a version that just stopped being live, say nothing of a rollout.
      const state = states.get(remote);
      if (state && isLiveOrCanary(state, version)) await releases.addHealth(remote, version, { renders, errors });
    }
    for (const remote of remotes) await judgeCanary(remote);
  }

  /** Counts a browser's error report against a live or canary version, then judges the remote's canary. */
  async function reportBeacon({ remote, version }: ReleaseBeacon): Promise<void> {
    const state = await releases.state(remote);
    if (!isLiveOrCanary(state, version))
      throw new HttpError(422, `Version ${version} is neither live nor on canary for ${remote}`);
    await releases.addHealth(remote, version, { clientErrors: 1 });
    await judgeCanary(remote);
  }

  /** Aborts the remote's canary when it fails too often (auto-abort); of several instances judging at once, one aborts. */
  async function judgeCanary(remote: RemoteName): Promise<void> {
    const state = await releases.state(remote);
    if (!state.canary) return;
    const health = await releases.health(remote);
    const reason = canaryAbortReason({
      canary: health[state.canary.version] ?? NO_HEALTH,
      live: (state.live && health[state.live.version]) || NO_HEALTH,
      minRenders: settings.canaryMinRenders,
      margin: settings.canaryErrorMargin,
    });
    if (reason) await endCanary(remote, state, reason, SYSTEM);
  }

  return {
    status,
    remote: (remote: RemoteName) => readRemote(store, remote),
    history,
    publish,
    gate: async (remote: RemoteName, version: string, changer: ReleaseChanger) => {
      await runAndRecordGate(remote, version, changer);
      return readRemote(store, remote);
    },
    startCanary,
    promote,
    abort,
    rollback,
    makeLive,
    preview,
    revision: () => releases.revision(),
    feed,
    previewKeys,
    reportHealth,
    reportBeacon,
  };
}
