/**
 * Real-user monitoring's part of the store port (`Store['rum']`): the raw beacons, kept no longer
 * than the retention (RUM_RETENTION_DAYS), and their aggregates per day, route and remote version,
 * kept after the raw beacons are gone. `rum.contract.ts` is the suite both adapters' modules
 * (`embedded/rum.ts`, `mongo/rum.ts`) must pass.
 */
import type { RumBeacon } from 'contracts/rum';

export interface StoredRumBeacon extends RumBeacon {
  id: string;
  receivedAt: Date;
}

/** One day's page views of one route with one version of one remote (`shell`, version `none`, for a page without remotes). */
export interface RumDailyAggregate {
  /** `2026-11-21` (UTC). */
  day: string;
  route: string;
  remote: string;
  version: string;
  count: number;
  errors: number;
  /** The 75th percentile of each vital that was measured. */
  p75: { lcp?: number; inp?: number; cls?: number; ttfb?: number };
}

export interface RumRepository {
  add(beacon: StoredRumBeacon): Promise<void>;
  /** Beacons received at or after `since`, oldest first. */
  beaconsSince(since: Date): Promise<StoredRumBeacon[]>;
  /** Removes beacons received before `cutoff` (the retention); how many. */
  deleteBeaconsBefore(cutoff: Date): Promise<number>;
  /** Writes each aggregate, replacing the one of the same day, route, remote and version. */
  putDaily(aggregates: readonly RumDailyAggregate[]): Promise<void>;
  /** Aggregates of `fromDay` and later, by day, route, remote, version. */
  daily(fromDay: string): Promise<RumDailyAggregate[]>;
}

/** The key of an aggregate, as the adapters' document id. */
export const dailyId = ({ day, route, remote, version }: Pick<RumDailyAggregate, 'day' | 'route' | 'remote' | 'version'>) =>
  `${day}|${route}|${remote}|${version}`;

export const byDailyKey = (a: RumDailyAggregate, b: RumDailyAggregate) =>
  dailyId(a) < dailyId(b) ? -1 : dailyId(a) > dailyId(b) ? 1 : 0;
