/** What both adapters' release modules store, built the same way (as ./records does for the rest). */
import { randomBytes, randomUUID } from 'node:crypto';
import type { RemoteName } from 'contracts/federation';
import type { PublishedVersion, ReleaseEvent, VersionHealth } from 'contracts/releases';
import type { HealthCounts, ReleaseState, StoredReleaseState } from './releases';

export type VersionDocument = PublishedVersion & { _id: string };
export type StateDocument = ReleaseState & { _id: RemoteName; stamp: string };
export type EventDocument = Omit<ReleaseEvent, 'id'> & { _id: string };
export type HealthDocument = Pick<VersionHealth, 'renders' | 'errors'> & {
  _id: string;
  remote: RemoteName;
  version: string;
  /** Who reported a browser error (client addresses' pseudonyms), each once. */
  clientErrorReporters?: string[];
};
/** The registry's own records: its revision and the preview signing key. */
export type MetaDocument =
  | { _id: typeof REVISION_ID; value: string }
  | { _id: typeof SIGNING_KEY_ID; publicKey: string; privateKey: string };

export const REVISION_ID = 'revision';
export const SIGNING_KEY_ID = 'preview-signing-key';

/** Sorts (with their remote filter) served by the MongoDB indexes of `mongo/releases.ts`. */
export const VERSIONS_NEWEST_FIRST = { publishedAt: -1, _id: -1 } as const;
export const EVENTS_NEWEST_FIRST = { at: -1, _id: -1 } as const;
export const EVENTS_OLDEST_FIRST = { at: 1, _id: 1 } as const;

export const HEALTH_FIELDS = ['renders', 'errors'] as const satisfies readonly (keyof VersionHealth)[];
export const NO_HEALTH: VersionHealth = { renders: 0, errors: 0, clientErrors: 0 };

/** A new value for a state's stamp or the registry's revision: never one seen before. */
export const newStamp = (): string => randomUUID();

let lastTick = 0n;
/**
 * Event ids sort in the order this process wrote them, so events of one millisecond (a gate run
 * and the promotion it allowed) replay in order; the random tail keeps instances apart.
 */
export function newEventId(): string {
  const now = process.hrtime.bigint();
  lastTick = now > lastTick ? now : lastTick + 1n;
  return `${lastTick.toString().padStart(20, '0')}-${randomBytes(4).toString('hex')}`;
}

/** `$inc` for every counter (0 for those not given), so a new document has all three. */
export function healthIncrement(counts: HealthCounts): Required<HealthCounts> {
  return { renders: counts.renders ?? 0, errors: counts.errors ?? 0 };
}

export function healthFromDocument(document: HealthDocument): VersionHealth {
  return {
    renders: document.renders ?? 0,
    errors: document.errors ?? 0,
    clientErrors: document.clientErrorReporters?.length ?? 0,
  };
}

export function versionFromDocument({ _id, ...version }: VersionDocument): PublishedVersion {
  return version;
}

export function eventFromDocument({ _id, ...event }: EventDocument): ReleaseEvent {
  return { id: _id, ...event };
}

export function stateFromDocument(document: StateDocument | null | undefined): StoredReleaseState {
  if (!document) return { earlierLive: [], stamp: undefined };
  return {
    ...(document.live ? { live: document.live } : {}),
    ...(document.canary ? { canary: document.canary } : {}),
    earlierLive: document.earlierLive ?? [],
    stamp: document.stamp,
  };
}

/** The whole document of a state, without the fields it leaves out (nedb's JSON lines and the driver agree). */
export function stateDocument(remote: RemoteName, stamp: string, next: ReleaseState): StateDocument {
  return {
    _id: remote,
    ...(next.live ? { live: next.live } : {}),
    ...(next.canary ? { canary: next.canary } : {}),
    earlierLive: next.earlierLive,
    stamp,
  };
}
