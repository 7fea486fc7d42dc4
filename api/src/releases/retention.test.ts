import type { PublishedVersion, ReleaseEvent } from 'contracts/releases';
import { liveOrCanarySince, RECENTLY_LIVE_DAYS, versionsToPrune } from './retention';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
const v = (index: number) => `1.0.${index}-${String(index).padStart(10, '0')}`;

/** Versions 0..count-1, the highest published latest, listed latest first. */
function versions(count: number): PublishedVersion[] {
  return Array.from({ length: count }, (_, index) => ({
    remote: 'mfe_careers' as const,
    version: v(index),
    packageVersion: `1.0.${index}`,
    builtAt: daysAgo(200 - index),
    publishedAt: daysAgo(200 - index),
    publishedBy: { type: 'admin-token' as const },
    serverEntrySha256: 'a'.repeat(64),
    manifestSha256: 'b'.repeat(64),
  })).reverse();
}

let id = 0;
function event(action: ReleaseEvent['action'], ago: number, to?: string, from?: string): ReleaseEvent {
  id += 1;
  return {
    id: String(id),
    at: daysAgo(ago),
    remote: 'mfe_careers',
    action,
    actor: { type: 'system' },
    ...(to ? { to } : {}),
    ...(from ? { from } : {}),
  };
}

describe('liveOrCanarySince', () => {
  const since = new Date(NOW.getTime() - RECENTLY_LIVE_DAYS * DAY_MS);
  it.each([
    ['live until 10 days ago', [event('promoted', 60, v(1)), event('promoted', 10, v(2), v(1))], [v(1), v(2)]],
    ['live until 40 days ago', [event('promoted', 60, v(1)), event('promoted', 40, v(2), v(1))], [v(2)]],
    [
      'a canary aborted 20 days ago',
      [event('promoted', 60, v(1)), event('canary-started', 35, v(3)), event('canary-aborted', 20, undefined, v(3))],
      [v(1), v(3)],
    ],
    [
      'a canary aborted 31 days ago',
      [event('promoted', 60, v(1)), event('canary-started', 35, v(3)), event('canary-aborted', 31, undefined, v(3))],
      [v(1)],
    ],
    [
      'a canary ended by promoting another version 25 days ago',
      [event('promoted', 60, v(1)), event('canary-started', 35, v(3)), event('promoted', 25, v(4), v(1))],
      [v(1), v(3), v(4)],
    ],
    [
      'rolled back from 5 days ago',
      [event('promoted', 90, v(1)), event('promoted', 50, v(2), v(1)), event('rolled-back', 5, v(1), v(2))],
      [v(2), v(1)],
    ],
    ['no history', [], []],
  ])('%s', (_label, events, expected) => {
    expect([...liveOrCanarySince(events, since)].sort()).toEqual([...expected].sort());
  });
});

describe('versionsToPrune', () => {
  const base = { events: [], state: { earlierLive: [] }, previous: undefined, keep: 3, now: NOW };

  it('keeps the latest published, and prunes the rest oldest last', () => {
    expect(versionsToPrune({ ...base, versions: versions(6) })).toEqual([v(2), v(1), v(0)]);
  });

  it('prunes nothing while there are no more than it keeps', () => {
    expect(versionsToPrune({ ...base, versions: versions(3) })).toEqual([]);
  });

  it('keeps the current live and canary, and the version a rollback goes to, however old', () => {
    const state = {
      live: { version: v(0), since: daysAgo(100), by: { type: 'system' as const } },
      canary: { version: v(1), since: daysAgo(90), by: { type: 'system' as const }, share: 5 },
      earlierLive: [],
    };
    expect(versionsToPrune({ ...base, versions: versions(6), state, previous: v(2) })).toEqual([]);
  });

  it('keeps what was live or on canary in the last 30 days, from the history', () => {
    const events = [
      event('promoted', 100, v(0)),
      event('canary-started', 45, v(1)),
      event('canary-aborted', 29, undefined, v(1)),
      event('promoted', 20, v(5), v(0)),
    ];
    const state = { live: { version: v(5), since: daysAgo(20), by: { type: 'system' as const } }, earlierLive: [v(0)] };
    expect(versionsToPrune({ ...base, versions: versions(7), events, state, previous: v(0) })).toEqual([v(3), v(2)]);
  });
});
