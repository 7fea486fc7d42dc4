/**
 * The release registry on MongoDB: the same documents as the embedded module (../release-records),
 * one collection each. A state change is one conditional replace on the remote's stamp, a health
 * count one `$inc` upsert: atomic across every instance sharing the database.
 */
import type { Collection, Db } from 'mongodb';
import * as records from '../release-records';
import { CLIENT_ERROR_REPORTERS_MAX, type ReleaseRepository, releaseId } from '../releases';
import { createIndexes, findPage, type IndexSpec, isDuplicateKey, refuseDuplicates, retryOnDuplicateKey } from './collections';

/** Each list the module reads is one remote's, in the order of these indexes (mongo-store.test.ts checks them). */
export const RELEASE_INDEXES: Record<'releaseVersions' | 'releaseEvents' | 'releaseHealth', IndexSpec[]> = {
  releaseVersions: [{ key: { remote: 1, ...records.VERSIONS_NEWEST_FIRST } }],
  // Walked forwards for the history, backwards for the replay of one remote's events.
  releaseEvents: [{ key: { remote: 1, ...records.EVENTS_NEWEST_FIRST } }],
  releaseHealth: [{ key: { remote: 1 } }],
};

export async function mongoReleases(db: Db): Promise<ReleaseRepository> {
  const versions = db.collection<records.VersionDocument>('releaseVersions');
  const states = db.collection<records.StateDocument>('releaseStates');
  const events = db.collection<records.EventDocument>('releaseEvents');
  const health = db.collection<records.HealthDocument>('releaseHealth');
  const meta = db.collection<records.MetaDocument>('releaseMeta');
  await createIndexes(db, RELEASE_INDEXES);

  const { bumpRevision, ...registry } = registryMeta(meta);
  return {
    async versions(remote) {
      const documents = await versions.find({ remote }).sort(records.VERSIONS_NEWEST_FIRST).toArray();
      return documents.map(records.versionFromDocument);
    },
    async findVersion(remote, version) {
      const document = await versions.findOne({ _id: releaseId(remote, version) });
      return document ? records.versionFromDocument(document) : undefined;
    },
    async addVersion(version) {
      await refuseDuplicates(() => versions.insertOne({ _id: releaseId(version.remote, version.version), ...version }));
      await bumpRevision();
    },
    async recordGate(remote, version, gate) {
      const document = await versions.findOneAndUpdate(
        { _id: releaseId(remote, version) },
        { $set: { gate } },
        { returnDocument: 'after' },
      );
      return document ? records.versionFromDocument(document) : undefined;
    },
    async removeVersions(remote, removed) {
      if (removed.length === 0) return 0;
      const ids = removed.map((version) => releaseId(remote, version));
      const { deletedCount } = await versions.deleteMany({ _id: { $in: ids } });
      await health.deleteMany({ _id: { $in: ids } });
      if (deletedCount > 0) await bumpRevision();
      return deletedCount;
    },

    async state(remote) {
      return records.stateFromDocument(await states.findOne({ _id: remote }));
    },
    async changeState(remote, expectedStamp, next) {
      const document = records.stateDocument(remote, records.newStamp(), next);
      if (expectedStamp === undefined) {
        try {
          await states.insertOne(document);
        } catch (error) {
          if (isDuplicateKey(error)) return undefined;
          throw error;
        }
      } else {
        const { _id, ...replacement } = document;
        const { matchedCount } = await states.replaceOne({ _id: remote, stamp: expectedStamp }, replacement);
        if (matchedCount === 0) return undefined;
      }
      await bumpRevision();
      return records.stateFromDocument(document);
    },

    async addEvent(event) {
      const _id = records.newEventId();
      await events.insertOne({ _id, ...event });
      return { id: _id, ...event };
    },
    history: (remote, request) => findPage(events, { remote }, records.EVENTS_NEWEST_FIRST, request, records.eventFromDocument),
    async events(remote, actions) {
      const documents = await events
        .find({ remote, action: { $in: [...actions] } })
        .sort(records.EVENTS_OLDEST_FIRST)
        .toArray();
      return documents.map(records.eventFromDocument);
    },

    ...healthCounts(health),
    ...registry,
  };
}

/** The registry's revision and signing key, and `bumpRevision` for the writes that change what the feed shows. */
function registryMeta(meta: Collection<records.MetaDocument>) {
  async function bumpRevision(): Promise<void> {
    await meta.updateOne({ _id: records.REVISION_ID }, { $set: { value: records.newStamp() } }, { upsert: true });
  }

  /** The meta document `id`, inserted from `fields` when there is none yet (of two instances' inserts, one lands). */
  async function insertIfAbsent<T extends records.MetaDocument>(id: T['_id'], fields: Omit<T, '_id'>): Promise<T> {
    const found = await meta.findOne({ _id: id });
    if (found) return found as T;
    try {
      await meta.updateOne({ _id: id }, { $setOnInsert: fields as never }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    return (await meta.findOne({ _id: id })) as T;
  }

  return {
    bumpRevision,
    async revision() {
      const document = await insertIfAbsent<Extract<records.MetaDocument, { _id: 'revision' }>>(records.REVISION_ID, {
        value: records.newStamp(),
      });
      return document.value;
    },
    async signingKey(candidate) {
      const { publicKey, privateKey } = await insertIfAbsent<Extract<records.MetaDocument, { _id: 'preview-signing-key' }>>(
        records.SIGNING_KEY_ID,
        candidate,
      );
      return { publicKey, privateKey };
    },
  } satisfies Pick<ReleaseRepository, 'revision' | 'signingKey'> & { bumpRevision(): Promise<void> };
}

/** Health counts per version. */
function healthCounts(
  health: Collection<records.HealthDocument>,
): Pick<ReleaseRepository, 'health' | 'addHealth' | 'addClientError' | 'resetHealth'> {
  return {
    async health(remote) {
      const documents = await health.find({ remote }).toArray();
      return Object.fromEntries(documents.map((document) => [document.version, records.healthFromDocument(document)]));
    },
    async addHealth(remote, version, counts) {
      await retryOnDuplicateKey(() =>
        health.updateOne(
          { _id: releaseId(remote, version) },
          { $setOnInsert: { remote, version }, $inc: records.healthIncrement(counts) },
          { upsert: true },
        ),
      );
    },
    async addClientError(remote, version, reporter) {
      const _id = releaseId(remote, version);
      await retryOnDuplicateKey(() => health.updateOne({ _id }, { $setOnInsert: { remote, version } }, { upsert: true }));
      // Added only while the list is short of its bound: its last place still empty.
      await health.updateOne(
        { _id, [`clientErrorReporters.${CLIENT_ERROR_REPORTERS_MAX - 1}`]: { $exists: false } },
        { $addToSet: { clientErrorReporters: reporter } },
      );
    },
    async resetHealth(remote, version) {
      await health.deleteOne({ _id: releaseId(remote, version) });
    },
  };
}
