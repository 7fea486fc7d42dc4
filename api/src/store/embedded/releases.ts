/**
 * The release registry on nedb datastores. nedb runs one operation at a time per datastore, so
 * each conditional update below is atomic; writes that change the registry are fsynced, health
 * counts are not (a few renders lost in a crash do not matter).
 */
import type Datastore from '@seald-io/nedb';
import * as records from '../release-records';
import { CLIENT_ERROR_REPORTERS_MAX, type ReleaseRepository, releaseId } from '../releases';
import { DuplicateKeyError } from '../store';
import { findPage } from './find-page';

export interface ReleaseDatastores {
  releaseVersions: Datastore<records.VersionDocument>;
  releaseStates: Datastore<records.StateDocument>;
  releaseEvents: Datastore<records.EventDocument>;
  releaseHealth: Datastore<records.HealthDocument>;
  releaseMeta: Datastore<records.MetaDocument>;
}

export const RELEASE_DATASTORE_NAMES = [
  'releaseVersions',
  'releaseStates',
  'releaseEvents',
  'releaseHealth',
  'releaseMeta',
] as const satisfies readonly (keyof ReleaseDatastores)[];

/** `durably(name, write)` runs a write and resolves once the datastore's file is on disk (embedded-store.ts). */
export type DurableWrite = <T>(name: keyof ReleaseDatastores, write: () => Promise<T>) => Promise<T>;

export function embeddedReleases(db: ReleaseDatastores, durably: DurableWrite): ReleaseRepository {
  const { bumpRevision, ...registry } = registryMeta(db, durably);
  return {
    async versions(remote) {
      const documents = await db.releaseVersions.findAsync({ remote }).sort(records.VERSIONS_NEWEST_FIRST);
      return documents.map(records.versionFromDocument);
    },
    async findVersion(remote, version) {
      const document = await db.releaseVersions.findOneAsync({ _id: releaseId(remote, version) });
      return document ? records.versionFromDocument(document) : undefined;
    },
    async addVersion(version) {
      await durably('releaseVersions', () =>
        db.releaseVersions.insertAsync({ _id: releaseId(version.remote, version.version), ...version }),
      );
      await bumpRevision();
    },
    async recordGate(remote, version, gate) {
      const { numAffected, affectedDocuments } = await durably('releaseVersions', () =>
        db.releaseVersions.updateAsync({ _id: releaseId(remote, version) }, { $set: { gate } }, { returnUpdatedDocs: true }),
      );
      return numAffected > 0 ? records.versionFromDocument(affectedDocuments as records.VersionDocument) : undefined;
    },
    async removeVersions(remote, versions) {
      if (versions.length === 0) return 0;
      const ids = versions.map((version) => releaseId(remote, version));
      const removed = await durably('releaseVersions', () =>
        db.releaseVersions.removeAsync({ _id: { $in: ids } }, { multi: true }),
      );
      await db.releaseHealth.removeAsync({ _id: { $in: ids } }, { multi: true });
      if (removed > 0) await bumpRevision();
      return removed;
    },

    async state(remote) {
      return records.stateFromDocument(await db.releaseStates.findOneAsync({ _id: remote }));
    },
    async changeState(remote, expectedStamp, next) {
      const stamp = records.newStamp();
      const { _id, ...replacement } = records.stateDocument(remote, stamp, next);
      if (expectedStamp === undefined) {
        try {
          await durably('releaseStates', () => db.releaseStates.insertAsync({ _id, ...replacement }));
        } catch (error) {
          if (error instanceof DuplicateKeyError) return undefined;
          throw error;
        }
      } else {
        const changed = await durably('releaseStates', () =>
          db.releaseStates.updateAsync({ _id: remote, stamp: expectedStamp }, replacement),
        );
        if (changed.numAffected === 0) return undefined;
      }
      await bumpRevision();
      return records.stateFromDocument({ _id, ...replacement });
    },

    async addEvent(event) {
      const _id = records.newEventId();
      await durably('releaseEvents', () => db.releaseEvents.insertAsync({ _id, ...event }));
      return { id: _id, ...event };
    },
    history: (remote, request) =>
      findPage(db.releaseEvents, { remote }, records.EVENTS_NEWEST_FIRST, request, records.eventFromDocument),
    async events(remote, actions) {
      const documents = await db.releaseEvents
        .findAsync({ remote, action: { $in: [...actions] } })
        .sort(records.EVENTS_OLDEST_FIRST);
      return documents.map(records.eventFromDocument);
    },

    ...healthCounts(db),
    ...registry,
  };
}

/** The registry's revision and signing key, and `bumpRevision` for the writes that change what the feed shows. */
function registryMeta(db: ReleaseDatastores, durably: DurableWrite) {
  async function bumpRevision(): Promise<void> {
    await durably('releaseMeta', () =>
      db.releaseMeta.updateAsync(
        { _id: records.REVISION_ID },
        { _id: records.REVISION_ID, value: records.newStamp() },
        { upsert: true },
      ),
    );
  }

  /** The meta document `id`, inserted from `create` when there is none yet. */
  async function insertIfAbsent<T extends records.MetaDocument>(id: T['_id'], create: () => T): Promise<T> {
    const found = await db.releaseMeta.findOneAsync({ _id: id });
    if (found) return found as T;
    try {
      await durably('releaseMeta', () => db.releaseMeta.insertAsync(create()));
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    return (await db.releaseMeta.findOneAsync({ _id: id })) as T;
  }

  return {
    bumpRevision,
    async revision() {
      const document = await insertIfAbsent(records.REVISION_ID, () => ({ _id: records.REVISION_ID, value: records.newStamp() }));
      return document.value;
    },
    async signingKey(candidate) {
      const { publicKey, privateKey } = await insertIfAbsent(records.SIGNING_KEY_ID, () => ({
        _id: records.SIGNING_KEY_ID,
        ...candidate,
      }));
      return { publicKey, privateKey };
    },
  } satisfies Pick<ReleaseRepository, 'revision' | 'signingKey'> & { bumpRevision(): Promise<void> };
}

/** Health counts per version. */
function healthCounts(db: ReleaseDatastores): Pick<ReleaseRepository, 'health' | 'addHealth' | 'addClientError' | 'resetHealth'> {
  return {
    async health(remote) {
      const documents = await db.releaseHealth.findAsync({ remote });
      return Object.fromEntries(documents.map((document) => [document.version, records.healthFromDocument(document)]));
    },
    async addHealth(remote, version, counts) {
      await db.releaseHealth.updateAsync(
        { _id: releaseId(remote, version) },
        { $set: { remote, version }, $inc: records.healthIncrement(counts) },
        { upsert: true },
      );
    },
    async addClientError(remote, version, reporter) {
      const _id = releaseId(remote, version);
      const reporters = (await db.releaseHealth.findOneAsync({ _id }))?.clientErrorReporters ?? [];
      if (reporters.length >= CLIENT_ERROR_REPORTERS_MAX) return;
      await db.releaseHealth.updateAsync(
        { _id },
        { $set: { remote, version }, $addToSet: { clientErrorReporters: reporter } },
        { upsert: true },
      );
    },
    async resetHealth(remote, version) {
      await db.releaseHealth.removeAsync({ _id: releaseId(remote, version) }, {});
    },
  };
}
