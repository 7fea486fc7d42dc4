import type { StoredRumBeacon } from '../store/rum';
import { aggregateDaily, NO_REMOTE, p75, rollUpRum, siteHealth } from './aggregate';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const V1 = '1.0.0-aaaaaaaaaa';
const V2 = '1.0.1-bbbbbbbbbb';

function beacon(hoursAgo: number, fields: Partial<StoredRumBeacon> = {}): StoredRumBeacon {
  return {
    id: `b${hoursAgo}-${JSON.stringify(fields).length}`,
    receivedAt: new Date(NOW.getTime() - hoursAgo * HOUR_MS),
    route: '/careers',
    versions: { mfe_careers: V1 },
    errors: 0,
    ...fields,
  };
}

test.each([
  [[], undefined],
  [[7], 7],
  [[1, 2], 2],
  [[1, 2, 3, 4], 3],
  // Hand-computed: sorted 100..800 (8 values), rank ceil(0.75 * 8) = 6 -> 600.
  [[800, 100, 700, 200, 600, 300, 500, 400], 600],
  // Ten values: rank ceil(7.5) = 8 -> the 8th smallest.
  [[0.01, 0.3, 0.02, 0.05, 0.2, 0.1, 0.0, 0.25, 0.04, 0.15], 0.2],
])('the 75th percentile of %j is %s', (values, expected) => {
  expect(p75(values)).toBe(expected);
});

test('aggregates per day, route and remote version: count, errors and the p75 of each vital measured', () => {
  const beacons = [
    beacon(1, { lcp: 1000, cls: 0.0, ttfb: 100, errors: 1 }),
    beacon(2, { lcp: 3000, cls: 0.2, ttfb: 300, inp: 80 }),
    beacon(3, { lcp: 2000, cls: 0.1, ttfb: 200 }),
    beacon(4, { lcp: 4000, cls: 0.3, ttfb: 400, versions: { mfe_careers: V1, mfe_contact: V2 } }),
    beacon(30, { lcp: 9000 }),
    beacon(5, { route: '/*', versions: {}, ttfb: 50, errors: 2 }),
  ];
  expect(aggregateDaily(beacons)).toEqual([
    {
      day: '2026-11-21',
      route: '/careers',
      remote: 'mfe_careers',
      version: V1,
      count: 4,
      errors: 1,
      p75: { lcp: 3000, inp: 80, cls: 0.2, ttfb: 300 },
    },
    {
      day: '2026-11-21',
      route: '/careers',
      remote: 'mfe_contact',
      version: V2,
      count: 1,
      errors: 0,
      p75: { lcp: 4000, cls: 0.3, ttfb: 400 },
    },
    { day: '2026-11-20', route: '/careers', remote: 'mfe_careers', version: V1, count: 1, errors: 0, p75: { lcp: 9000 } },
    { day: '2026-11-21', route: '/*', ...NO_REMOTE, count: 1, errors: 2, p75: { ttfb: 50 } },
  ]);
});

test('summarizes each route for 1, 7 and 28 days, errors by remote version, and each day', () => {
  const beacons = [
    beacon(1, { lcp: 1000, errors: 1 }),
    beacon(2, { lcp: 3000, route: '/' }),
    beacon(50, { lcp: 5000, versions: { mfe_careers: V2 }, errors: 3 }),
    beacon(24 * 20, { lcp: 7000 }),
    beacon(24 * 40, { lcp: 9999 }),
  ];
  const health = siteHealth(beacons, NOW);
  expect(health.periods).toEqual([
    {
      days: 1,
      routes: [
        { route: '/', count: 1, lcp: 3000 },
        { route: '/careers', count: 1, lcp: 1000 },
      ],
    },
    {
      days: 7,
      routes: [
        { route: '/', count: 1, lcp: 3000 },
        { route: '/careers', count: 2, lcp: 5000 },
      ],
    },
    {
      days: 28,
      routes: [
        { route: '/', count: 1, lcp: 3000 },
        { route: '/careers', count: 3, lcp: 7000 },
      ],
    },
  ]);
  expect(health.errorsByVersion).toEqual([
    { remote: 'mfe_careers', version: V2, pageViews: 1, errors: 3 },
    { remote: 'mfe_careers', version: V1, pageViews: 3, errors: 1 },
  ]);
  expect(health.daily.map((day) => [day.day, day.count])).toEqual([
    ['2026-11-01', 1],
    ['2026-11-19', 1],
    ['2026-11-21', 2],
  ]);
});

test('rolls up today and yesterday, and deletes the beacons past the retention', async () => {
  const kept: StoredRumBeacon[] = [beacon(1, { lcp: 1000 }), beacon(13, { lcp: 2000 }), beacon(24 * 3, { lcp: 3000 })];
  const written: unknown[] = [];
  const rum = {
    beaconsSince: async (since: Date) => kept.filter((item) => item.receivedAt >= since),
    putDaily: async (aggregates: readonly unknown[]) => {
      written.push(...aggregates);
    },
    deleteBeaconsBefore: async (cutoff: Date) => kept.filter((item) => item.receivedAt < cutoff).length,
  };
  expect(await rollUpRum(rum, NOW, 2)).toEqual({ aggregates: 2, deleted: 1 });
  expect(written).toMatchObject([
    { day: '2026-11-21', count: 1 },
    { day: '2026-11-20', count: 1 },
  ]);
});
