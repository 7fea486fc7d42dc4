/**
 * The embedded adapter: @seald-io/nedb datastores as files under DATA_DIR/db and resume
 * files under DATA_DIR/resumes, for a single machine without MongoDB. Each submission is one
 * appended line (with its outbox entries), fsynced before the promise resolves.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import type { Location, Service } from 'contracts';
import type { AuditEntry, StaffJob } from 'contracts/staff';
import type { OutboxEntry } from '../../mail/mail';
import { memoryCounters } from '../memory-counters';
import * as records from '../records';
import { DuplicateKeyError, type PageRequest, type StaffAccountRecord, type StaffSessionRecord, type Store } from '../store';
import { lockDataDir } from './data-dir-lock';
import { dropPartialLastLine, fsyncPath, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, writeStreamDurably } from './durable-files';
import { embeddedReleases, RELEASE_DATASTORE_NAMES, type ReleaseDatastores } from './releases';
import { embeddedRum, RUM_DATASTORE_NAMES, type RumDatastores } from './rum';

export const DB_DIR_NAME = 'db';
export const RESUMES_DIR_NAME = 'resumes';
/** nedb only ever appends; rewriting the file now and then keeps it from growing without end. */
export const COMPACTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface EmbeddedStoreOptions {
  dataDir: string;
  clock?: () => Date;
  /** Told about repairs made while opening (a partial last line dropped). */
  onWarning?: (message: string) => void;
}

type AccountDocument = Omit<StaffAccountRecord, 'id'> & { _id: string };
type SessionDocument = Omit<StaffSessionRecord, 'id'> & { _id: string };
type AuditDocument = Omit<AuditEntry, 'id'> & { _id: string };

type Collections = {
  locations: Datastore<Location>;
  services: Datastore<Service>;
  jobs: Datastore<StaffJob>;
  enquiries: Datastore<records.EnquiryDocument>;
  applications: Datastore<records.ApplicationDocument>;
  staffAccounts: Datastore<AccountDocument>;
  staffSessions: Datastore<SessionDocument>;
  auditLog: Datastore<AuditDocument>;
} & ReleaseDatastores &
  RumDatastores;

const COLLECTION_NAMES = [
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
] as const;

/** A record from its document: nedb's `_id` is the record's `id`. */
function fromDocument<T extends { _id: string }>({ _id, ...fields }: T): Omit<T, '_id'> & { id: string } {
  return { id: _id, ...fields };
}

export async function openEmbeddedStore({ dataDir, clock = () => new Date(), onWarning }: EmbeddedStoreOptions): Promise<Store> {
  const dbDir = path.join(dataDir, DB_DIR_NAME);
  const resumesDir = path.join(dataDir, RESUMES_DIR_NAME);
  await mkdir(dbDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await mkdir(resumesDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const unlock = await lockDataDir(dbDir);

  const fileOf = (name: keyof Collections) => path.join(dbDir, `${name}.db`);
  const open = async <T extends Record<string, unknown>>(name: keyof Collections): Promise<Datastore<T>> => {
    const filename = fileOf(name);
    if (await dropPartialLastLine(filename)) onWarning?.(`Dropped a partial last line from ${filename}`);
    const datastore = new Datastore<T>({
      filename,
      modes: { fileMode: PRIVATE_FILE_MODE, dirMode: PRIVATE_DIR_MODE },
    });
    await datastore.loadDatabaseAsync();
    datastore.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
    return datastore;
  };

  let db: Collections;
  try {
    db = Object.fromEntries(
      await Promise.all(COLLECTION_NAMES.map(async (name) => [name, await open(name)] as const)),
    ) as unknown as Collections;
  } catch (error) {
    await unlock();
    throw error;
  }

  await db.locations.ensureIndexAsync({ fieldName: 'slug', unique: true });
  await db.services.ensureIndexAsync({ fieldName: 'id', unique: true });
  await db.jobs.ensureIndexAsync({ fieldName: 'slug', unique: true });
  await db.jobs.ensureIndexAsync({ fieldName: 'id', unique: true });
  await db.staffAccounts.ensureIndexAsync({ fieldName: 'email', unique: true });
  await db.staffSessions.ensureIndexAsync({ fieldName: 'accountId' });

  await db.enquiries.updateAsync(records.LEGACY_DEFAULTS.enquiries.query, records.LEGACY_DEFAULTS.enquiries.update, {
    multi: true,
  });
  await db.applications.updateAsync(records.LEGACY_DEFAULTS.applications.query, records.LEGACY_DEFAULTS.applications.update, {
    multi: true,
  });
  for (const job of (await db.jobs.findAsync(records.LEGACY_DEFAULTS.jobs.query)) as (StaffJob & { _id: string })[]) {
    await db.jobs.updateAsync({ _id: job._id }, records.legacyJobUpdate(job));
  }

  let closed = false;
  const resumeFile = (id: string) => path.join(resumesDir, id);
  /** An insert is on disk once nedb's append is fsynced. */
  const insertDurably = async <T extends { _id: string }>(name: 'enquiries' | 'applications', document: T) => {
    await (db[name] as unknown as Datastore<T>).insertAsync(document);
    await fsyncPath(fileOf(name));
  };
  /** Runs a write and fsyncs the collection's file: once it resolves, the change is on disk. */
  async function durably<T>(name: keyof Collections, write: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await write();
    } catch (error) {
      throw (error as { errorType?: string }).errorType === 'uniqueViolated'
        ? new DuplicateKeyError((error as Error).message)
        : error;
    }
    await fsyncPath(fileOf(name));
    return result;
  }
  /** Updates one document where `query` matches; the document as updated, or undefined. */
  async function updateOne<T>(name: keyof Collections, query: object, update: object): Promise<T | undefined> {
    const datastore = db[name] as unknown as Datastore<Record<string, unknown>>;
    const { numAffected, affectedDocuments } = await durably(name, () =>
      datastore.updateAsync(query, update, { returnUpdatedDocs: true }),
    );
    return numAffected > 0 ? (affectedDocuments as T) : undefined;
  }
  /** Documents carry nedb's `_id` and, for ordered lists, their `order`; neither leaves the store. */
  const withoutId = <T>(document: T): T => {
    const { _id, order: _order, ...rest } = document as T & { _id?: string; order?: number };
    return rest as T;
  };

  /** Upserts by key; `order` keeps lists in the order they were given (Chicago HQ first). */
  async function upsertMany<T extends Record<string, unknown>>(datastore: Datastore<T>, key: keyof T & string, items: T[]) {
    for (const [order, item] of items.entries()) {
      await datastore.updateAsync({ [key]: item[key] }, { ...item, order }, { upsert: true });
    }
  }

  /**
   * Removes submissions and their resume files. nedb only appends a deletion mark, so the file is
   * compacted too: the deleted lines are really gone from the disk.
   */
  /** Removes the submissions `query` finds, resumes included, from the files too; their ids. */
  async function removeSubmissions(name: records.SubmissionKind, query: object): Promise<string[]> {
    const datastore = db[name] as unknown as Datastore<{ _id: string; resume?: records.ResumeRecord }>;
    const doomed = await datastore.findAsync(query, { _id: 1, resume: 1 });
    if (doomed.length === 0) return [];
    const ids = doomed.map((document) => document._id);
    await datastore.removeAsync({ _id: { $in: ids } }, { multi: true });
    await datastore.compactDatafileAsync();
    await fsyncPath(fileOf(name));
    for (const document of doomed) if (document.resume) await rm(resumeFile(document._id), { force: true });
    return ids;
  }

  /**
   * The reads and staff writes enquiries and applications share, on their datastore. Documents are
   * read without their outbox, so they reach the mappers with an empty one.
   */
  function trackedSubmissions<D extends records.SubmissionDocument, F, S, T>(
    name: records.SubmissionKind,
    { field, searchQuery, stored, tracked }: records.TrackedSubmissionKind<D, F, S, T>,
  ): records.TrackedSubmissions<F, S, T> {
    const datastore = db[name] as unknown as Datastore<D>;
    const withEmptyOutbox = (document: D) => ({ ...document, outbox: [] });
    const trackedOrUndefined = (document: D | null | undefined) => (document ? tracked(withEmptyOutbox(document)) : undefined);

    async function page<R>(query: object, sort: object, { page, pageSize }: PageRequest, read: (document: D) => R) {
      const [documents, total] = await Promise.all([
        datastore
          .findAsync(query, { outbox: 0 })
          .sort(sort)
          .skip((page - 1) * pageSize)
          .limit(pageSize),
        datastore.countAsync(query),
      ]);
      return { items: documents.map((document) => read(withEmptyOutbox(document))), total };
    }

    return {
      list: (request) => page({}, records.SUBMISSION_SORTS.newest, request, stored),
      search: (filter, { sort, ...request }) => page(searchQuery(filter), records.SUBMISSION_SORTS[sort], request, tracked),
      findTracked: async (id) => trackedOrUndefined(await datastore.findOneAsync({ _id: id }, { outbox: 0 })),
      move: async (id, from, to, at) =>
        trackedOrUndefined(await updateOne<D>(name, records.moveQuery(id, field, from), records.moveUpdate(field, to, at))),
      addNote: async (id, note) => trackedOrUndefined(await updateOne<D>(name, { _id: id }, records.addNoteUpdate(note))),
      async findByEmail(email) {
        const documents = await datastore
          .findAsync(records.byEmailQuery(email), { outbox: 0 })
          .sort(records.SUBMISSION_SORTS.newest);
        return documents.map((document) => tracked(withEmptyOutbox(document)));
      },
    };
  }
  const tracked = records.trackedSubmissionMethods(
    trackedSubmissions('enquiries', records.TRACKING.enquiries),
    trackedSubmissions('applications', records.TRACKING.applications),
  );

  /** Updates outbox entry `id` where `query` still matches it; the entry as updated, if it did. */
  async function updateOutboxEntry(id: string, query: records.OutboxEntryQuery, update: (index: number) => object) {
    const parsed = records.parseOutboxEntryId(id);
    if (!parsed) return undefined;
    for (const name of ['enquiries', 'applications'] as const) {
      const datastore = db[name] as unknown as Datastore<{ _id: string; outbox: OutboxEntry[] }>;
      const { numAffected, affectedDocuments } = await datastore.updateAsync(
        query(parsed.submissionId, parsed.index),
        update(parsed.index),
        { returnUpdatedDocs: true },
      );
      if (numAffected > 0) {
        await fsyncPath(fileOf(name));
        return (affectedDocuments as { outbox: OutboxEntry[] } | null)?.outbox[parsed.index];
      }
    }
    return undefined;
  }

  return {
    async ping() {
      return !closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const name of COLLECTION_NAMES) db[name].stopAutocompaction();
      await unlock();
    },

    locations: {
      list: async () => (await db.locations.findAsync({}).sort({ order: 1 })).map(withoutId<Location>),
      upsertMany: (locations) => upsertMany(db.locations, 'slug', locations),
    },
    services: {
      list: async () => (await db.services.findAsync({}).sort({ order: 1 })).map(withoutId<Service>),
      upsertMany: (services) => upsertMany(db.services, 'id', services),
    },
    jobs: {
      list: async () => (await db.jobs.findAsync({}).sort({ posted_date: -1, slug: 1 })).map(withoutId<StaffJob>),
      async page({ status }, { page, pageSize }) {
        const query = status ? { status } : {};
        const [documents, total] = await Promise.all([
          db.jobs
            .findAsync(query)
            .sort(records.JOBS_NEWEST_CREATED)
            .skip((page - 1) * pageSize)
            .limit(pageSize),
          db.jobs.countAsync(query),
        ]);
        return { items: documents.map(withoutId<StaffJob>), total };
      },
      async findBySlug(slug) {
        const job = await db.jobs.findOneAsync({ slug });
        return job ? withoutId<StaffJob>(job) : undefined;
      },
      async findById(id) {
        const job = await db.jobs.findOneAsync({ id });
        return job ? withoutId<StaffJob>(job) : undefined;
      },
      count: () => db.jobs.countAsync({}),
      async create(job) {
        await durably('jobs', () => db.jobs.insertAsync({ ...job }));
      },
      async update(id, expected, changes) {
        const job = await updateOne<StaffJob>('jobs', records.jobExpectationQuery(id, expected), records.changesUpdate(changes));
        return job && withoutId(job);
      },
    },

    enquiries: {
      async create(enquiry, mails) {
        const receivedAt = clock();
        const stored = records.storedEnquiry(enquiry, records.newSubmissionId(), receivedAt);
        await insertDurably(
          'enquiries',
          records.enquiryDocument(stored, records.outboxEntries(stored.id, mails(stored), receivedAt)),
        );
        return stored;
      },
      ...tracked.enquiries,
    },

    applications: {
      async create(application, resume, mails) {
        const id = records.newSubmissionId();
        const receivedAt = clock();
        let resumeStored = false;
        try {
          let resumeRecord: records.ResumeRecord | undefined;
          if (resume) {
            const size = await writeStreamDurably(resume.stream, resumeFile(id));
            resumeStored = true;
            resumeRecord = { fileName: resume.fileName, contentType: resume.contentType, size };
          }
          const stored = records.storedApplication(application, id, receivedAt, resumeRecord);
          await insertDurably(
            'applications',
            records.applicationDocument(stored, records.outboxEntries(id, mails(stored), receivedAt)),
          );
          return stored;
        } catch (error) {
          resume?.stream.destroy();
          if (resumeStored) await rm(resumeFile(id), { force: true });
          throw error;
        }
      },
      async findById(id) {
        const document = await db.applications.findOneAsync({ _id: id }, { outbox: 0 });
        return document ? records.applicationFromDocument({ ...document, outbox: [] }) : undefined;
      },
      async openResume(id) {
        const document = await db.applications.findOneAsync({ _id: id }, { outbox: 0 });
        if (!document?.resume) return undefined;
        const file = resumeFile(document._id);
        const { size } = await stat(file);
        return {
          fileName: document.resume.fileName,
          contentType: document.resume.contentType,
          size,
          stream: createReadStream(file),
        };
      },
      deleteReceivedBefore: (cutoff) => removeSubmissions('applications', records.receivedBeforeQuery(cutoff)),
      ...tracked.applications,
    },

    findByEmail: tracked.findByEmail,

    async eraseByEmail(email) {
      return {
        enquiries: await removeSubmissions('enquiries', records.byEmailQuery(email)),
        applications: await removeSubmissions('applications', records.byEmailQuery(email)),
      };
    },

    counters: memoryCounters(),

    staffAccounts: {
      async create({ id, ...account }) {
        await durably('staffAccounts', () => db.staffAccounts.insertAsync({ _id: id, ...account }));
      },
      async findById(id) {
        const document = await db.staffAccounts.findOneAsync({ _id: id });
        return document ? fromDocument(document) : undefined;
      },
      async findByEmail(email) {
        const document = await db.staffAccounts.findOneAsync({ email });
        return document ? fromDocument(document) : undefined;
      },
      async list({ page, pageSize }) {
        const [documents, total] = await Promise.all([
          db.staffAccounts
            .findAsync({})
            .sort(records.ACCOUNTS_BY_EMAIL)
            .skip((page - 1) * pageSize)
            .limit(pageSize),
          db.staffAccounts.countAsync({}),
        ]);
        return { items: documents.map(fromDocument), total };
      },
      async update(id, changes, at) {
        const document = await updateOne<AccountDocument>(
          'staffAccounts',
          { _id: id },
          records.changesUpdate({ ...changes, updatedAt: at.toISOString() }),
        );
        return document && fromDocument(document);
      },
    },

    staffSessions: {
      async create({ id, ...session }) {
        await durably('staffSessions', () => db.staffSessions.insertAsync({ _id: id, ...session }));
      },
      async findById(id) {
        const document = await db.staffSessions.findOneAsync({ _id: id });
        return document ? fromDocument(document) : undefined;
      },
      async touch(id, at) {
        // Activity only moves the idle timeout on: not worth an fsync.
        await db.staffSessions.updateAsync({ _id: id, revokedAt: { $exists: false } }, { $set: { lastSeenAt: at } });
      },
      async revoke(id, at) {
        await updateOne('staffSessions', { _id: id, revokedAt: { $exists: false } }, { $set: { revokedAt: at } });
      },
      async revokeAllOf(accountId, at) {
        const { numAffected } = await durably('staffSessions', () =>
          db.staffSessions.updateAsync(
            { accountId, revokedAt: { $exists: false } },
            { $set: { revokedAt: at } },
            { multi: true },
          ),
        );
        return numAffected;
      },
      async deleteEnded(now) {
        return durably('staffSessions', () => db.staffSessions.removeAsync({ expiresAt: { $lte: now } }, { multi: true }));
      },
    },

    auditLog: {
      async record(entry) {
        const id = records.newAuditEntryId();
        await durably('auditLog', () => db.auditLog.insertAsync({ _id: id, ...entry }));
        return { id, ...entry };
      },
      async list(filter, { page, pageSize }) {
        const query = records.auditQuery(filter);
        const [documents, total] = await Promise.all([
          db.auditLog
            .findAsync(query)
            .sort(records.AUDIT_NEWEST_FIRST)
            .skip((page - 1) * pageSize)
            .limit(pageSize),
          db.auditLog.countAsync(query),
        ]);
        return { items: documents.map(fromDocument), total };
      },
      async rewrite(id, { target, details }) {
        await durably('auditLog', () =>
          db.auditLog.updateAsync({ _id: id }, { $set: { target, ...(details ? { details } : {}) } }),
        );
      },
    },

    outbox: {
      async due(now, limit) {
        const [enquiries, applications] = await Promise.all([
          db.enquiries.findAsync(records.dueQuery(now)),
          db.applications.findAsync(records.dueQuery(now)),
        ]);
        return records.dueEntries([...enquiries, ...applications], now, limit);
      },
      ...records.outboxWrites(updateOutboxEntry),
    },

    releases: embeddedReleases(db, durably),
    rum: embeddedRum(db),
  };
}
