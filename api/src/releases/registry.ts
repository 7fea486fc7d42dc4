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

const withoutStamp = ({ stamp: _stamp, ...state }: StoredReleaseState): ReleaseState => state;
const isLiveOrCanary = (state: ReleaseState, version: string) =>
  state.live?.version === version || state.canary?.version === version;

const alreadyLiveError = (remote: RemoteName, version: string) =>
  new HttpError(409, `Version ${version} is already live for ${remote}`);

export class ReleaseRegistry {
  private readonly store: Store;

  constructor(private readonly options: ReleaseRegistryOptions) {
    this.store = options.store;
  }

  private signingKey: Promise<SigningKeyPair> | undefined;
  /** The registry's key pair, read (or first stored) once per process: it never changes. */
  previewKeys(): Promise<SigningKeyPair> {
    this.signingKey ??= this.store.releases.signingKey(newSigningKeyPair()).catch((error: unknown) => {
      this.signingKey = undefined;
      throw error;
    });
    return this.signingKey;
  }

  private async findPublished(remote: RemoteName, version: string): Promise<PublishedVersion> {
    const found = await this.store.releases.findVersion(remote, version);
    if (!found) throw notFound(notPublishedMessage(remote, version));
    return found;
  }

  /** Writes the next state if the remote is still as read; a 409 when someone changed it meanwhile. */
  private async changeState(remote: RemoteName, read: StoredReleaseState, next: ReleaseState): Promise<void> {
    const changed = await this.store.releases.changeState(remote, read.stamp, next);
    if (!changed) throw changedMeanwhile(remote);
  }

  private async record(change: ReleaseChange, changer: ReleaseChanger, at = this.options.clock()) {
    await recordReleaseChange(this.store, at, change, changer);
  }

  async status(): Promise<ReleaseStatus> {
    return { remotes: await Promise.all(REMOTE_NAMES.map((remote) => readRemote(this.store, remote))) };
  }

  async history(remote: RemoteName, request: PageRequest) {
    const { items, total } = await this.store.releases.history(remote, request);
    return { items, total, page: request.page, pageSize: request.pageSize };
  }

  /** Registers a version the remote's origin serves, pinned by the hashes of what it serves now; then applies retention. */
  async publish(remote: RemoteName, version: string, changer: ReleaseChanger): Promise<RemoteReleases> {
    const alreadyPublished = new HttpError(409, `Version ${version} of ${remote} is already published`);
    if (await this.store.releases.findVersion(remote, version)) throw alreadyPublished;
    const { descriptor, manifestSha256, serverEntrySha256 } = await readVersionFiles(
      this.options.fetch,
      this.options.settings.origins[remote],
      remote,
      version,
    );
    const now = this.options.clock();
    try {
      await this.store.releases.addVersion({
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
    await this.record({ remote, action: 'published', to: version }, changer, now);
    await this.prune(remote, now);
    return readRemote(this.store, remote);
  }

  private async prune(remote: RemoteName, now: Date): Promise<void> {
    const [state, versions, events] = await Promise.all([
      this.store.releases.state(remote),
      this.store.releases.versions(remote),
      this.store.releases.events(remote, LIVE_OR_CANARY_ACTIONS),
    ]);
    const previous = rollbackTarget(state, versions)?.version;
    await this.store.releases.removeVersions(
      remote,
      versionsToPrune({ versions, events, state, previous, keep: this.options.settings.keep, now }),
    );
  }

  /** Runs the gate on a published version, keeps the result on it and records the run. */
  private async runAndRecordGate(remote: RemoteName, version: string, changer: ReleaseChanger): Promise<GateResult> {
    const published = await this.findPublished(remote, version);
    const now = this.options.clock();
    const [jobs, services, stories] = await Promise.all([
      this.store.jobs.list(),
      this.store.services.list(),
      this.store.stories.published({ at: now }, { page: 1, pageSize: 1 }),
    ]);
    const result = await runGate({
      remote,
      version: published,
      origin: this.options.settings.origins[remote],
      shellUrl: this.options.settings.shellUrl,
      fetch: this.options.fetch,
      now,
      routeValues: {
        jobSlug: jobs.find((job) => isAcceptingApplications(job, now))?.slug,
        serviceId: services[0]?.id,
        storySlug: stories.items[0]?.slug,
      },
      signPreview: async (claims) => signPreviewToken(claims, (await this.previewKeys()).privateKey),
    });
    await this.store.releases.recordGate(remote, version, result);
    const reason = result.passed ? GATE_PASSED_REASON : `failed: ${failedChecksSummary(result)}`;
    await this.record({ remote, action: 'gated', to: version, reason }, changer);
    return result;
  }

  private async requirePassingGate(remote: RemoteName, version: string, changer: ReleaseChanger): Promise<void> {
    const result = await this.runAndRecordGate(remote, version, changer);
    if (!result.passed) {
      throw new GateRefused(result, `The contract gate refused version ${version} of ${remote}: ${failedChecksSummary(result)}`);
    }
  }

  async startCanary(remote: RemoteName, version: string, share: number, changer: ReleaseChanger) {
    const state = await this.store.releases.state(remote);
    await this.findPublished(remote, version);
    if (state.live?.version === version) throw alreadyLiveError(remote, version);
    if (state.canary) throw new HttpError(409, `Abort the running canary of ${remote} (${state.canary.version}) first`);
    await this.requirePassingGate(remote, version, changer);
    const now = this.options.clock();
    const canary = { version, since: now.toISOString(), by: releaseActor(changer), share };
    await this.changeState(remote, state, { ...withoutStamp(state), canary });
    await this.store.releases.resetHealth(remote, version);
    await this.record({ remote, action: 'canary-started', from: state.live?.version, to: version, share }, changer, now);
    return readRemote(this.store, remote);
  }

  /** Makes a version live (the canary's when none is named); any canary ends. */
  async promote(remote: RemoteName, requested: string | undefined, changer: ReleaseChanger) {
    const state = await this.store.releases.state(remote);
    const version = requested ?? state.canary?.version;
    if (!version) throw new HttpError(409, `No canary runs for ${remote}: name the version to promote`);
    await this.findPublished(remote, version);
    if (state.live?.version === version) throw alreadyLiveError(remote, version);
    await this.requirePassingGate(remote, version, changer);
    await this.makeLive(remote, state, version, changer);
    return readRemote(this.store, remote);
  }

  /** Writes `version` as live over `state` (the current live then is the first a rollback goes back to). */
  async makeLive(
    remote: RemoteName,
    state: StoredReleaseState,
    version: string,
    changer: ReleaseChanger,
    reason?: string,
  ): Promise<void> {
    const now = this.options.clock();
    const earlierLive = state.live ? [...state.earlierLive, state.live.version].slice(-EARLIER_LIVE_MAX) : state.earlierLive;
    await this.changeState(remote, state, {
      live: { version, since: now.toISOString(), by: releaseActor(changer) },
      earlierLive,
    });
    await this.store.releases.resetHealth(remote, version);
    await this.record({ remote, action: 'promoted', from: state.live?.version, to: version, reason }, changer, now);
  }

  /** Ends the canary `state` has; false when another did first. */
  private async endCanary(remote: RemoteName, state: StoredReleaseState, reason: string | undefined, changer: ReleaseChanger) {
    if (!state.canary) return false;
    const { canary: _ended, ...rest } = withoutStamp(state);
    if (!(await this.store.releases.changeState(remote, state.stamp, rest))) return false;
    await this.record({ remote, action: 'canary-aborted', from: state.canary.version, reason }, changer);
    return true;
  }

  async abort(remote: RemoteName, reason: string | undefined, changer: ReleaseChanger) {
    const state = await this.store.releases.state(remote);
    if (!state.canary) throw new HttpError(409, `No canary runs for ${remote}`);
    if (!(await this.endCanary(remote, state, reason, changer))) throw changedMeanwhile(remote);
    return readRemote(this.store, remote);
  }

  /** The emergency path: back to the live version before the current one, without the gate; any canary ends. */
  async rollback(remote: RemoteName, reason: string | undefined, changer: ReleaseChanger) {
    const [state, versions] = await Promise.all([this.store.releases.state(remote), this.store.releases.versions(remote)]);
    const target = rollbackTarget(state, versions);
    if (!target) throw new HttpError(409, `${remote} has no earlier live version to roll back to`);
    const now = this.options.clock();
    await this.changeState(remote, state, {
      live: { version: target.version, since: now.toISOString(), by: releaseActor(changer) },
      earlierLive: target.earlierLive,
    });
    await this.store.releases.resetHealth(remote, target.version);
    await this.record({ remote, action: 'rolled-back', from: state.live?.version, to: target.version, reason }, changer, now);
    return readRemote(this.store, remote);
  }

  /** A signed preview token for these versions (each must be published), or undefined for none: the preview ends. */
  async preview(versions: PreviewRequest['versions'], changer: ReleaseChanger): Promise<string | undefined> {
    const named = Object.entries(versions) as [RemoteName, string][];
    if (named.length === 0) return undefined;
    for (const [remote, version] of named) await this.findPublished(remote, version);
    const now = this.options.clock();
    const exp = Math.floor(now.getTime() / 1000) + RELEASE_PREVIEW_MAX_AGE_S;
    const token = signPreviewToken({ versions, exp }, (await this.previewKeys()).privateKey);
    for (const [remote, version] of named) {
      await recordAudit(this.store, now, {
        actor: changer,
        action: 'release.previewed',
        target: { type: 'release', id: releaseId(remote, version) },
        details: { expiresAt: new Date(exp * 1000).toISOString() },
      });
    }
    return token;
  }

  private cachedFeed: ReleaseFeed | undefined;
  /** The feed at `revision` (read first by the caller, for the ETag); built once per revision. */
  async feed(revision: string): Promise<ReleaseFeed> {
    if (this.cachedFeed?.revision !== revision)
      this.cachedFeed = await readFeed(this.store, revision, (await this.previewKeys()).publicKey);
    return this.cachedFeed;
  }

  /** Adds a shell process's render counts to the live and canary versions they are for, then judges their canaries. */
  async reportHealth({ counts }: HealthReport): Promise<void> {
    const remotes = [...new Set(counts.map(({ remote }) => remote))];
    const states = new Map(
      await Promise.all(remotes.map(async (remote) => [remote, await this.store.releases.state(remote)] as const)),
    );
    for (const { remote, version, renders, errors } of counts) {
      // Renders of a preview, or of a version that just stopped being live, say nothing of a rollout.
      const state = states.get(remote);
      if (state && isLiveOrCanary(state, version)) await this.store.releases.addHealth(remote, version, { renders, errors });
    }
    for (const remote of remotes) await this.judgeCanary(remote);
  }

  /**
   * Counts a browser's error report against a live or canary version, once per `reporter` (a
   * client address's pseudonym), then judges the remote's canary.
   */
  async reportBeacon({ remote, version }: Pick<ReleaseBeacon, 'remote' | 'version'>, reporter: string): Promise<void> {
    const state = await this.store.releases.state(remote);
    if (!isLiveOrCanary(state, version))
      throw new HttpError(422, `Version ${version} is neither live nor on canary for ${remote}`);
    await this.store.releases.addClientError(remote, version, reporter);
    await this.judgeCanary(remote);
  }

  /** Aborts the remote's canary when it fails too often (auto-abort); of several instances judging at once, one aborts. */
  private async judgeCanary(remote: RemoteName): Promise<void> {
    const state = await this.store.releases.state(remote);
    if (!state.canary) return;
    const health = await this.store.releases.health(remote);
    const reason = canaryAbortReason({
      canary: health[state.canary.version] ?? NO_HEALTH,
      live: (state.live && health[state.live.version]) || NO_HEALTH,
      minRenders: this.options.settings.canaryMinRenders,
      margin: this.options.settings.canaryErrorMargin,
    });
    if (reason) await this.endCanary(remote, state, reason, SYSTEM);
  }

  remote(remote: RemoteName) {
    return readRemote(this.store, remote);
  }

  /** True when every one of these versions is published here: a report that names another is no shell's page. */
  async publishes(versions: Partial<Record<RemoteName, string>>): Promise<boolean> {
    const entries = Object.entries(versions) as [RemoteName, string][];
    const found = await Promise.all(entries.map(([remote, version]) => this.store.releases.findVersion(remote, version)));
    return found.every(Boolean);
  }

  /** Runs the gate on a published version and keeps its result, passed or not. */
  async gate(remote: RemoteName, version: string, changer: ReleaseChanger) {
    await this.runAndRecordGate(remote, version, changer);
    return readRemote(this.store, remote);
  }

  revision() {
    return this.store.releases.revision();
  }
}

export function createReleaseRegistry(options: ReleaseRegistryOptions): ReleaseRegistry {
  return new ReleaseRegistry(options);
}
