/**
 * The embedded adapter's datastores, one nedb file each under DATA_DIR/db, and the ways its
 * repositories write to them durably: a write resolves once the datastore's file is fsynced.
 */
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import type { Location, Service } from 'contracts';
import type { StaffJob } from 'contracts/staff';
import type { AuditDocument } from '../audit-records';
import type { AccountDocument, SessionDocument } from '../staff-records';
import { DuplicateKeyError } from '../store';
import type { ApplicationDocument, EnquiryDocument } from '../submission-records';
import { dropPartialLastLine, fsyncPath, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './durable-files';
import { RELEASE_DATASTORE_NAMES, type ReleaseDatastores } from './releases';
import { RUM_DATASTORE_NAMES, type RumDatastores } from './rum';

/** nedb only ever appends; rewriting the file now and then keeps it from growing without end. */
export const COMPACTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

export type Datastores = {
  locations: Datastore<Location>;
  services: Datastore<Service>;
  jobs: Datastore<StaffJob>;
  enquiries: Datastore<EnquiryDocument>;
  applications: Datastore<ApplicationDocument>;
  staffAccounts: Datastore<AccountDocument>;
  staffSessions: Datastore<SessionDocument>;
  auditLog: Datastore<AuditDocument>;
} & ReleaseDatastores &
  RumDatastores;

export type DatastoreName = keyof Datastores;

export const DATASTORE_NAMES = [
  'locations',
  'services',
  'jobs',
  'enquiries',
  'applications',
  'staffAccounts',
  'staffSessions',
  'auditLog',
  ...RELEASE_DATASTORE_NAMES,
  ...RUM_DATASTORE_NAMES,
] as const satisfies readonly DatastoreName[];

/** The datastores and the durable writes every embedded repository is built on. */
export interface EmbeddedFiles {
  db: Datastores;
  /** Fsyncs a datastore's file: what was written to it before is on disk. */
  fsync(name: DatastoreName): Promise<void>;
  /** Runs a write and fsyncs the datastore's file; a unique index refusing it is a DuplicateKeyError. */
  durably<T>(name: DatastoreName, write: () => Promise<T>): Promise<T>;
  /** Updates one document where `query` matches, durably; the document as updated, or undefined. */
  updateOne<T>(name: DatastoreName, query: object, update: object): Promise<T | undefined>;
}

/** Opens every datastore under `dbDir`, dropping a partial last line a crash left (told to `onWarning`). */
export async function openDatastores(dbDir: string, onWarning?: (message: string) => void): Promise<EmbeddedFiles> {
  const fileOf = (name: DatastoreName) => path.join(dbDir, `${name}.db`);
  const open = async (name: DatastoreName) => {
    const filename = fileOf(name);
    if (await dropPartialLastLine(filename)) onWarning?.(`Dropped a partial last line from ${filename}`);
    const datastore = new Datastore({ filename, modes: { fileMode: PRIVATE_FILE_MODE, dirMode: PRIVATE_DIR_MODE } });
    await datastore.loadDatabaseAsync();
    datastore.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
    return [name, datastore] as const;
  };
  const db = Object.fromEntries(await Promise.all(DATASTORE_NAMES.map(open))) as unknown as Datastores;
  const fsync = (name: DatastoreName) => fsyncPath(fileOf(name));

  async function durably<T>(name: DatastoreName, write: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await write();
    } catch (error) {
      throw (error as { errorType?: string }).errorType === 'uniqueViolated'
        ? new DuplicateKeyError((error as Error).message)
        : error;
    }
    await fsync(name);
    return result;
  }

  async function updateOne<T>(name: DatastoreName, query: object, update: object): Promise<T | undefined> {
    const datastore = db[name] as unknown as Datastore<Record<string, unknown>>;
    const { numAffected, affectedDocuments } = await durably(name, () =>
      datastore.updateAsync(query, update, { returnUpdatedDocs: true }),
    );
    return numAffected > 0 ? (affectedDocuments as T) : undefined;
  }

  return { db, fsync, durably, updateOne };
}

/** Documents carry nedb's `_id` and, for ordered lists, their `order`; neither leaves the store. */
export function withoutInternals<T>(document: T): T {
  const { _id, order: _order, ...rest } = document as T & { _id?: string; order?: number };
  return rest as T;
}
