/**
 * The arithmetic of real-user monitoring: the 75th percentile (nearest rank, as CrUX reports a
 * page's vitals), each day's aggregates per route and remote version, and the Site health screen's
 * summaries. Pure: the store keeps what these compute.
 */
import { SITE_HEALTH_PERIODS, type SiteHealth, VITAL_NAMES, type VitalsSummary } from 'contracts/rum';
import type { RumDailyAggregate, StoredRumBeacon } from '../store/rum';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The remote and version a page without remotes is counted under. */
export const NO_REMOTE = { remote: 'shell', version: 'none' } as const;

/** The nearest-rank 75th percentile: the smallest value at least 75% of the values are at or below. Undefined for none. */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Count and p75 of each vital over some beacons. */
export function summarize(beacons: readonly StoredRumBeacon[]): VitalsSummary {
  const summary: VitalsSummary = { count: beacons.length };
  for (const name of VITAL_NAMES) {
    const value = p75(beacons.flatMap((beacon) => (beacon[name] === undefined ? [] : [beacon[name]])));
    if (value !== undefined) summary[name] = value;
  }
  return summary;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keyOf(item)) groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** Each remote version on the page a beacon came from (a page without remotes: the shell's). */
const remoteVersions = (beacon: StoredRumBeacon) => {
  const entries = Object.entries(beacon.versions);
  return entries.length > 0 ? entries.map(([remote, version]) => ({ remote, version: version as string })) : [NO_REMOTE];
};

/** Aggregates per day (UTC), route, remote and version: a page view counts once for each remote version it showed. */
export function aggregateDaily(beacons: readonly StoredRumBeacon[]): RumDailyAggregate[] {
  const groups = groupBy(beacons, (beacon) =>
    remoteVersions(beacon).map(({ remote, version }) =>
      JSON.stringify([dayOf(beacon.receivedAt), beacon.route, remote, version]),
    ),
  );
  return [...groups].map(([key, members]) => {
    const [day, route, remote, version] = JSON.parse(key) as [string, string, string, string];
    const { count, ...p75s } = summarize(members);
    return {
      day,
      route,
      remote,
      version,
      count,
      errors: members.reduce((sum, beacon) => sum + beacon.errors, 0),
      p75: p75s,
    };
  });
}

/** The Site health screen: per period each route's p75, errors by remote version, and each day's p75 over all routes. */
export function siteHealth(beacons: readonly StoredRumBeacon[], now: Date): SiteHealth {
  const since = (days: number) => now.getTime() - days * DAY_MS;
  const periods = SITE_HEALTH_PERIODS.map((days) => {
    const recent = beacons.filter((beacon) => beacon.receivedAt.getTime() >= since(days));
    const routes = [...groupBy(recent, (beacon) => [beacon.route])]
      .map(([route, members]) => ({ route, ...summarize(members) }))
      .sort((a, b) => a.route.localeCompare(b.route));
    return { days, routes };
  });
  const window = beacons.filter((beacon) => beacon.receivedAt.getTime() >= since(Math.max(...SITE_HEALTH_PERIODS)));
  const errorsByVersion = [
    ...groupBy(window, (beacon) => remoteVersions(beacon).map((pair) => JSON.stringify([pair.remote, pair.version]))),
  ]
    .map(([key, members]) => {
      const [remote, version] = JSON.parse(key) as [string, string];
      return {
        remote,
        version,
        pageViews: members.length,
        errors: members.reduce((sum, beacon) => sum + beacon.errors, 0),
      };
    })
    .sort((a, b) => b.errors - a.errors || a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version));
  const daily = [...groupBy(window, (beacon) => [dayOf(beacon.receivedAt)])]
    .map(([day, members]) => ({ day, ...summarize(members) }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return { generatedAt: now.toISOString(), periods, errorsByVersion, daily };
}

/** Re-aggregates the days whose beacons may have changed (today and yesterday) and drops beacons past the retention. */
export async function rollUpRum(
  rum: {
    beaconsSince(since: Date): Promise<StoredRumBeacon[]>;
    putDaily(aggregates: readonly RumDailyAggregate[]): Promise<void>;
    deleteBeaconsBefore(cutoff: Date): Promise<number>;
  },
  now: Date,
  retentionDays: number,
): Promise<{ aggregates: number; deleted: number }> {
  const yesterday = new Date(`${dayOf(new Date(now.getTime() - DAY_MS))}T00:00:00.000Z`);
  const aggregates = aggregateDaily(await rum.beaconsSince(yesterday));
  await rum.putDaily(aggregates);
  const deleted = await rum.deleteBeaconsBefore(new Date(now.getTime() - retentionDays * DAY_MS));
  return { aggregates: aggregates.length, deleted };
}
