/**
 * Real-user monitoring on MongoDB: the same documents as the embedded module, one collection each;
 * an aggregate is replaced whole by its key (an upsert), so re-running a roll-up changes nothing.
 */
import type { Db } from 'mongodb';
import type { RumBeaconDocument, RumDailyDocument } from '../embedded/rum';
import { byDailyKey, dailyId, type RumRepository } from '../rum';

export async function mongoRum(db: Db): Promise<RumRepository> {
  const beacons = db.collection<RumBeaconDocument>('rumBeacons');
  const daily = db.collection<RumDailyDocument>('rumDaily');
  await Promise.all([beacons.createIndex({ receivedAt: 1, _id: 1 }), daily.createIndex({ day: 1 })]);
  return {
    async add({ id, ...beacon }) {
      await beacons.insertOne({ _id: id, ...beacon });
    },
    async beaconsSince(since) {
      const documents = await beacons
        .find({ receivedAt: { $gte: since } })
        .sort({ receivedAt: 1, _id: 1 })
        .toArray();
      return documents.map(({ _id, ...beacon }) => ({ id: _id, ...beacon }));
    },
    async deleteBeaconsBefore(cutoff) {
      return (await beacons.deleteMany({ receivedAt: { $lt: cutoff } })).deletedCount;
    },
    async putDaily(aggregates) {
      if (aggregates.length === 0) return;
      await daily.bulkWrite(
        aggregates.map((aggregate) => ({
          replaceOne: {
            filter: { _id: dailyId(aggregate) },
            replacement: { _id: dailyId(aggregate), ...aggregate },
            upsert: true,
          },
        })),
      );
    },
    async daily(fromDay) {
      const documents = await daily.find({ day: { $gte: fromDay } }).toArray();
      return documents.map(({ _id, ...aggregate }) => aggregate).sort(byDailyKey);
    },
  };
}
