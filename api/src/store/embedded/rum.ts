/**
 * Real-user monitoring on nedb datastores: raw beacons and daily aggregates. Not fsynced: a few
 * page views lost in a crash do not change a percentile.
 */
import type Datastore from '@seald-io/nedb';
import { byDailyKey, dailyId, type RumDailyAggregate, type RumRepository, type StoredRumBeacon } from '../rum';

export type RumBeaconDocument = Omit<StoredRumBeacon, 'id'> & { _id: string };
export type RumDailyDocument = RumDailyAggregate & { _id: string };

export interface RumDatastores {
  rumBeacons: Datastore<RumBeaconDocument>;
  rumDaily: Datastore<RumDailyDocument>;
}

export const RUM_DATASTORE_NAMES = ['rumBeacons', 'rumDaily'] as const satisfies readonly (keyof RumDatastores)[];

const beaconFromDocument = ({ _id, ...beacon }: RumBeaconDocument): StoredRumBeacon => ({ id: _id, ...beacon });
const dailyFromDocument = ({ _id, ...aggregate }: RumDailyDocument): RumDailyAggregate => aggregate;

export function embeddedRum(db: RumDatastores): RumRepository {
  return {
    async add({ id, ...beacon }) {
      await db.rumBeacons.insertAsync({ _id: id, ...beacon });
    },
    async beaconsSince(since) {
      const documents = await db.rumBeacons.findAsync({ receivedAt: { $gte: since } }).sort({ receivedAt: 1, _id: 1 });
      return documents.map(beaconFromDocument);
    },
    async deleteBeaconsBefore(cutoff) {
      return db.rumBeacons.removeAsync({ receivedAt: { $lt: cutoff } }, { multi: true });
    },
    async putDaily(aggregates) {
      for (const aggregate of aggregates) {
        const _id = dailyId(aggregate);
        await db.rumDaily.updateAsync({ _id }, { _id, ...aggregate }, { upsert: true });
      }
    },
    async daily(fromDay) {
      const documents = await db.rumDaily.findAsync({ day: { $gte: fromDay } });
      return documents.map(dailyFromDocument).sort(byDailyKey);
    },
  };
}
