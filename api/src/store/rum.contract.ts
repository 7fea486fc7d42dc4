/**
 * The behaviour of `Store['rum']` every adapter must have. Each adapter's test calls `rumContract`
 * with the same factory it gives `storeContract`.
 */

import type { StoreUnderTest } from './contract-support';
import type { RumDailyAggregate, StoredRumBeacon } from './rum';
import type { Store } from './store';

const START = new Date('2026-11-21T09:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const VERSION = '1.0.0-aaaaaaaaaa';

function beacon(id: string, hours: number, overrides: Partial<StoredRumBeacon> = {}): StoredRumBeacon {
  return {
    id,
    receivedAt: new Date(START.getTime() + hours * HOUR_MS),
    route: '/careers/:slug',
    versions: { mfe_careers: VERSION },
    lcp: 1200,
    cls: 0.02,
    ttfb: 150,
    errors: 0,
    ...overrides,
  };
}

function aggregate(day: string, overrides: Partial<RumDailyAggregate> = {}): RumDailyAggregate {
  return {
    day,
    route: '/careers',
    remote: 'mfe_careers',
    version: VERSION,
    count: 3,
    errors: 1,
    p75: { lcp: 2000 },
    ...overrides,
  };
}

/** Registers the suite for one adapter; with `skipReason` its tests are listed as skipped, with the reason in their name. */
export function rumContract(
  adapter: string,
  open: () => Promise<StoreUnderTest>,
  { skipReason }: { skipReason?: string } = {},
): void {
  (skipReason ? describe.skip : describe)(
    `${adapter} real-user monitoring contract${skipReason ? ` (${skipReason})` : ''}`,
    () => {
      let subject: StoreUnderTest;
      let rum: Store['rum'];

      beforeEach(async () => {
        subject = await open();
        rum = subject.store.rum;
      });
      afterEach(async () => {
        await subject.dispose();
      });

      it('keeps beacons as sent and reads those since a time, oldest first', async () => {
        await rum.add(beacon('b', 2, { inp: 180, errors: 2 }));
        await rum.add(beacon('a', 1));
        await rum.add(beacon('c', -1));
        expect(await rum.beaconsSince(new Date(START.getTime() + HOUR_MS))).toEqual([
          beacon('a', 1),
          beacon('b', 2, { inp: 180, errors: 2 }),
        ]);
      });

      it('deletes the beacons received before a cutoff, and only those', async () => {
        await rum.add(beacon('old', -48));
        await rum.add(beacon('edge', 0));
        await rum.add(beacon('new', 1));
        expect(await rum.deleteBeaconsBefore(START)).toBe(1);
        expect((await rum.beaconsSince(new Date(0))).map((item) => item.id)).toEqual(['edge', 'new']);
        expect(await rum.deleteBeaconsBefore(START)).toBe(0);
      });

      it('replaces a daily aggregate of the same day, route, remote and version, and reads from a day on', async () => {
        await rum.putDaily([aggregate('2026-11-20'), aggregate('2026-11-21'), aggregate('2026-11-21', { route: '/' })]);
        await rum.putDaily([aggregate('2026-11-21', { count: 5, p75: { lcp: 2600, cls: 0.1 } })]);
        await rum.putDaily([]);
        expect(await rum.daily('2026-11-21')).toEqual([
          aggregate('2026-11-21', { count: 5, p75: { lcp: 2600, cls: 0.1 } }),
          aggregate('2026-11-21', { route: '/' }),
        ]);
        expect(await rum.daily('2026-11-19')).toHaveLength(3);
      });
    },
  );
}
