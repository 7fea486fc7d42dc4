/**
 * The release registry's part of the store port (`Store['releases']`): the versions published
 * of each remote, which one is live and which on canary, the history of changes, health counts
 * per version, the registry's revision and the preview signing key. `releases.contract.ts` is
 * the suite both adapters' modules (`embedded/releases.ts`, `mongo/releases.ts`) must pass.
 */
import type { RemoteName } from 'contracts/federation';
import type {
  canaryReleaseSchema,
  GateResult,
  liveReleaseSchema,
  PublishedVersion,
  ReleaseEvent,
  ReleaseEventAction,
  VersionHealth,
} from 'contracts/releases';
import type { z } from 'zod';
import type { Page, PageRequest } from './paging';

export type LiveRelease = z.infer<typeof liveReleaseSchema>;
export type CanaryRelease = z.infer<typeof canaryReleaseSchema>;

/** What is live and on canary for one remote. */
export interface ReleaseState {
  live?: LiveRelease;
  canary?: CanaryRelease;
  /** The versions live before the current one, the latest last: what rollbacks go back to, one by one. */
  earlierLive: string[];
}

/** A remote's state as read: `stamp` changes with every write, so a write can require the state it read. */
export interface StoredReleaseState extends ReleaseState {
  /** Undefined while the remote has never had a state. */
  stamp: string | undefined;
}

/** The Ed25519 key pair that signs preview cookies (PEM: SPKI and PKCS #8). */
export interface SigningKeyPair {
  publicKey: string;
  privateKey: string;
}

/** What the shells' reports add; client errors are counted by reporter (addClientError). */
export type HealthCounts = Partial<Pick<VersionHealth, 'renders' | 'errors'>>;
/** Reporters kept per version at most: far past any canary's verdict, and a bounded document. */
export const CLIENT_ERROR_REPORTERS_MAX = 1000;

export interface ReleaseRepository {
  /** A remote's versions, the latest published first (then by version). */
  versions(remote: RemoteName): Promise<PublishedVersion[]>;
  findVersion(remote: RemoteName, version: string): Promise<PublishedVersion | undefined>;
  /** Adds a version; a DuplicateKeyError when that remote has it already. */
  addVersion(version: PublishedVersion): Promise<void>;
  /** Keeps the latest gate run on a version; the version as changed, or undefined when it is not published. */
  recordGate(remote: RemoteName, version: string, gate: GateResult): Promise<PublishedVersion | undefined>;
  /** Removes versions (retention) and their health counts; how many were removed. */
  removeVersions(remote: RemoteName, versions: string[]): Promise<number>;

  /** A remote's state; `{ earlierLive: [], stamp: undefined }` for one that never had any. */
  state(remote: RemoteName): Promise<StoredReleaseState>;
  /**
   * Replaces a remote's state only if its stamp is still `expectedStamp` (undefined: it has none
   * yet), in one atomic write: of two writers that read the same state, exactly one wins. The
   * state as written, or undefined when it had changed meanwhile.
   */
  changeState(remote: RemoteName, expectedStamp: string | undefined, next: ReleaseState): Promise<StoredReleaseState | undefined>;

  /** Adds an event to a remote's history. */
  addEvent(event: Omit<ReleaseEvent, 'id'>): Promise<ReleaseEvent>;
  /** A remote's history, newest first (then by id). */
  history(remote: RemoteName, request: PageRequest): Promise<Page<ReleaseEvent>>;
  /** Every event of a remote with one of these actions, oldest first (retention replays them). */
  events(remote: RemoteName, actions: readonly ReleaseEventAction[]): Promise<ReleaseEvent[]>;

  /** A remote's health counts by version (only versions that have counts). */
  health(remote: RemoteName): Promise<Record<string, VersionHealth>>;
  /** Adds counts to a version's health in one atomic update (concurrent reports all count). */
  addHealth(remote: RemoteName, version: string, counts: HealthCounts): Promise<void>;
  /**
   * Counts a browser's error against a version once per reporter (a client address's pseudonym):
   * its `clientErrors` is the number of distinct reporters, up to CLIENT_ERROR_REPORTERS_MAX.
   */
  addClientError(remote: RemoteName, version: string, reporter: string): Promise<void>;
  /** Starts a version's counts again from zero (it went live or on canary). */
  resetHealth(remote: RemoteName, version: string): Promise<void>;

  /** Changes whenever what the feed shows changes (versions added or removed, a state written); cheap to read. */
  revision(): Promise<string>;
  /** The stored signing key; `candidate` is stored first if there is none, so every instance ends up with the same one. */
  signingKey(candidate: SigningKeyPair): Promise<SigningKeyPair>;
}

/** Documents are named `<remote>@<version>`, as the audit log names a release. */
export const releaseId = (remote: RemoteName, version: string): string => `${remote}@${version}`;
