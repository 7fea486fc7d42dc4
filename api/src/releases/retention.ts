/**
 * Which versions of a remote the registry keeps: the latest few published, every version that
 * was live or on canary within the retention window (replayed from the history), the current
 * live and canary, and the version a rollback would go back to.
 */
import type { PublishedVersion, ReleaseEvent, ReleaseEventAction } from 'contracts/releases';
import type { ReleaseState } from '../store/releases';

export const RECENTLY_LIVE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The events that change what is live or on canary: the ones retention replays. */
export const LIVE_OR_CANARY_ACTIONS = [
  'canary-started',
  'canary-aborted',
  'promoted',
  'rolled-back',
] as const satisfies readonly ReleaseEventAction[];

export interface RetentionInput {
  /** The latest published first. */
  versions: PublishedVersion[];
  /** The remote's `LIVE_OR_CANARY_ACTIONS` events, oldest first. */
  events: ReleaseEvent[];
  state: ReleaseState;
  /** The rollback target, if any. */
  previous: string | undefined;
  keep: number;
  now: Date;
}

/** The versions that were live or on canary at some moment since `since`. */
export function liveOrCanarySince(events: ReleaseEvent[], since: Date): Set<string> {
  const seen = new Set<string>();
  let live: string | undefined;
  let canary: string | undefined;
  const endsAt = (at: string) => new Date(at).getTime() >= since.getTime();
  for (const event of events) {
    // What was live or on canary up to this event counts when the event is within the window.
    if (endsAt(event.at)) {
      if (live) seen.add(live);
      if (canary) seen.add(canary);
    }
    if (event.action === 'canary-started') canary = event.to;
    if (event.action === 'canary-aborted') canary = undefined;
    if (event.action === 'promoted' || event.action === 'rolled-back') {
      live = event.to;
      canary = undefined;
    }
  }
  if (live) seen.add(live);
  if (canary) seen.add(canary);
  return seen;
}

/** The versions to remove from the registry, the oldest last. */
export function versionsToPrune({ versions, events, state, previous, keep, now }: RetentionInput): string[] {
  const kept = liveOrCanarySince(events, new Date(now.getTime() - RECENTLY_LIVE_DAYS * DAY_MS));
  for (const { version } of versions.slice(0, keep)) kept.add(version);
  for (const version of [state.live?.version, state.canary?.version, previous]) if (version) kept.add(version);
  return versions.map(({ version }) => version).filter((version) => !kept.has(version));
}
