/**
 * The embedded adapter's datastores, one nedb file each under DATA_DIR/db, and the ways its
 * repositories write to them durably: a write resolves once the datastore's file is fsynced, and
 * one that fails leaves no trace, on disk or in memory.
 */
import { stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import type { Location, Service } from 'contracts';
import type { StaffJob } from 'contracts/staff';
import type { AuditDocument } from '../audit-records';
import type { CandidateMailTemplateDocument } from '../candidate-mail-records';
import type { BusyBlockDocument, InterviewDocument } from '../interview-records';
import type { SubscriptionDocument } from '../newsletter-records';
import type { AccountDocument, SessionDocument } from '../staff-records';
import { DuplicateKeyError } from '../store';
import type { StoredStory } from '../stories';
import type { ApplicationDocument, EnquiryDocument } from '../submission-records';
import { fsyncPath, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, repairDatafile } from './durable-files';
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
  newsletterSubscriptions: Datastore<SubscriptionDocument>;
  stories: Datastore<StoredStory>;
  candidateMailTemplates: Datastore<CandidateMailTemplateDocument>;
  interviews: Datastore<InterviewDocument>;
  interviewBusy: Datastore<BusyBlockDocument>;
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
  'newsletterSubscriptions',
  'stories',
  'candidateMailTemplates',
  'interviews',
  'interviewBusy',
  ...RELEASE_DATASTORE_NAMES,
  ...RUM_DATASTORE_NAMES,
] as const satisfies readonly DatastoreName[];

/** The datastores and the durable writes every embedded repository is built on. */
export interface EmbeddedFiles {
  db: Datastores;
  /** Fsyncs a datastore's file: what was written to it before is on disk. */
  fsync(name: DatastoreName): Promise<void>;
  /**
   * Runs a write and fsyncs the datastore's file, one at a time per datastore; a unique index
   * refusing it is a DuplicateKeyError. A write or fsync that fails (a full disk, a read-only file)
   * is undone: the file cut back to its length before, the datastore reloaded from it.
   */
  durably<T>(name: DatastoreName, write: () => Promise<T>): Promise<T>;
  /** Updates one document where `query` matches, durably; the document as updated, or undefined. */
  updateOne<T>(name: DatastoreName, query: object, update: object): Promise<T | undefined>;
}

/** Opens every datastore under `dbDir`, repairing lines a crash or a failed write cut (told to `onWarning`, as is every write undone). */
export async function openDatastores(dbDir: string, onWarning: (message: string) => void = () => {}): Promise<EmbeddedFiles> {
  const fileOf = (name: DatastoreName) => path.join(dbDir, `${name}.db`);
  const open = async (name: DatastoreName) => {
    const filename = fileOf(name);
    const repair = await repairDatafile(filename);
    if (repair) onWarning(repair);
    const datastore = new Datastore({ filename, modes: { fileMode: PRIVATE_FILE_MODE, dirMode: PRIVATE_DIR_MODE } });
    await datastore.loadDatabaseAsync();
    datastore.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
    return [name, datastore] as const;
  };
  const db = Object.fromEntries(await Promise.all(DATASTORE_NAMES.map(open))) as unknown as Datastores;
  const fsync = (name: DatastoreName) => fsyncPath(fileOf(name));
  const writes = new Map<DatastoreName, Promise<unknown>>();

  /** Puts a file and its datastore back as they were before a write that failed. */
  async function undo(name: DatastoreName, length: number, failure: unknown) {
    const file = fileOf(name);
    // A compaction that did replace the file left it shorter: there is nothing to cut then.
    const cut = async () => {
      if ((await stat(file)).size <= length) return;
      await truncate(file, length);
      await fsync(name);
    };
    await cut().catch((error: Error) => onWarning(`${file}: could not cut it back to ${length} bytes (${error.message})`));
    // The datastore took the write in memory first: reading the file again forgets it.
    await db[name].loadDatabaseAsync().catch((error: Error) => onWarning(`${file}: reloaded, not rewritten (${error.message})`));
    onWarning(`${file}: a write failed (${(failure as Error).message}) and was undone`);
  }

  async function writeThenSync<T>(name: DatastoreName, write: () => Promise<T>): Promise<T> {
    const length = (await stat(fileOf(name))).size;
    let result: T;
    try {
      result = await write();
    } catch (error) {
      if ((error as { errorType?: string }).errorType === 'uniqueViolated') throw new DuplicateKeyError((error as Error).message);
      await undo(name, length, error);
      throw error;
    }
    await fsync(name).catch(async (error: unknown) => {
      await undo(name, length, error);
      throw error;
    });
    return result;
  }

  function durably<T>(name: DatastoreName, write: () => Promise<T>): Promise<T> {
    const previous = writes.get(name) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(() => writeThenSync(name, write));
    writes.set(name, next);
    return next;
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
