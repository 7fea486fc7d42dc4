/**
 * The embedded adapter: @seald-io/nedb datastores as files under DATA_DIR/db and resume
 * files under DATA_DIR/resumes, for a single machine without MongoDB. Each submission is one
 * appended line (with its outbox entries), fsynced before the promise resolves.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import type { Job, Location, Service } from 'contracts';
import type { OutboxEntry } from '../../mail/mail';
import { memoryCounters } from '../memory-counters';
import {
  type ApplicationDocument,
  applicationDocument,
  applicationFromDocument,
  byEmailQuery,
  dueEntries,
  dueQuery,
  type EnquiryDocument,
  enquiryDocument,
  enquiryFromDocument,
  newSubmissionId,
  type OutboxEntryQuery,
  outboxEntries,
  outboxWrites,
  parseOutboxEntryId,
  type ResumeRecord,
  receivedBeforeQuery,
  type SubmissionKind,
  storedApplication,
  storedEnquiry,
} from '../records';
import type { Store } from '../store';
import { dropPartialLastLine, fsyncPath, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, writeStreamDurably } from './durable-files';

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

type Collections = {
  locations: Datastore<Location>;
  services: Datastore<Service>;
  jobs: Datastore<Job>;
  enquiries: Datastore<EnquiryDocument>;
  applications: Datastore<ApplicationDocument>;
};

const COLLECTION_NAMES = ['locations', 'services', 'jobs', 'enquiries', 'applications'] as const;

export async function openEmbeddedStore({ dataDir, clock = () => new Date(), onWarning }: EmbeddedStoreOptions): Promise<Store> {
  const dbDir = path.join(dataDir, DB_DIR_NAME);
  const resumesDir = path.join(dataDir, RESUMES_DIR_NAME);
  await mkdir(dbDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await mkdir(resumesDir, { recursive: true, mode: PRIVATE_DIR_MODE });

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

  const db = Object.fromEntries(
    await Promise.all(COLLECTION_NAMES.map(async (name) => [name, await open(name)] as const)),
  ) as unknown as Collections;

  await db.locations.ensureIndexAsync({ fieldName: 'slug', unique: true });
  await db.services.ensureIndexAsync({ fieldName: 'id', unique: true });
  await db.jobs.ensureIndexAsync({ fieldName: 'slug', unique: true });

  let closed = false;
  const resumeFile = (id: string) => path.join(resumesDir, id);
  /** An insert is on disk once nedb's append is fsynced. */
  const insertDurably = async <T extends { _id: string }>(name: 'enquiries' | 'applications', document: T) => {
    await (db[name] as unknown as Datastore<T>).insertAsync(document);
    await fsyncPath(fileOf(name));
  };
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
  async function removeSubmissions(name: SubmissionKind, query: object): Promise<string[]> {
    const datastore = db[name] as unknown as Datastore<{ _id: string; resume?: ResumeRecord }>;
    const doomed = await datastore.findAsync(query, { _id: 1, resume: 1 });
    if (doomed.length === 0) return [];
    const ids = doomed.map((document) => document._id);
    await datastore.removeAsync({ _id: { $in: ids } }, { multi: true });
    await datastore.compactDatafileAsync();
    await fsyncPath(fileOf(name));
    for (const document of doomed) if (document.resume) await rm(resumeFile(document._id), { force: true });
    return ids;
  }

  /** Updates outbox entry `id` where `query` still matches it; the entry as updated, if it did. */
  async function updateOutboxEntry(id: string, query: OutboxEntryQuery, update: (index: number) => object) {
    const parsed = parseOutboxEntryId(id);
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
      list: async () => (await db.jobs.findAsync({}).sort({ posted_date: -1, slug: 1 })).map(withoutId<Job>),
      async findBySlug(slug) {
        const job = await db.jobs.findOneAsync({ slug });
        return job ? withoutId<Job>(job) : undefined;
      },
      upsertMany: (jobs) => upsertMany(db.jobs, 'slug', jobs),
    },

    enquiries: {
      async create(enquiry, mails) {
        const receivedAt = clock();
        const stored = storedEnquiry(enquiry, newSubmissionId(), receivedAt);
        await insertDurably('enquiries', enquiryDocument(stored, outboxEntries(stored.id, mails(stored), receivedAt)));
        return stored;
      },
      async list({ page, pageSize }) {
        const [documents, total] = await Promise.all([
          db.enquiries
            .findAsync({}, { outbox: 0 })
            .sort({ receivedAt: -1, _id: 1 })
            .skip((page - 1) * pageSize)
            .limit(pageSize),
          db.enquiries.countAsync({}),
        ]);
        return { items: documents.map((document) => enquiryFromDocument({ ...document, outbox: [] })), total };
      },
    },

    applications: {
      async create(application, resume, mails) {
        const id = newSubmissionId();
        const receivedAt = clock();
        let resumeStored = false;
        try {
          let resumeRecord: ResumeRecord | undefined;
          if (resume) {
            const size = await writeStreamDurably(resume.stream, resumeFile(id));
            resumeStored = true;
            resumeRecord = { fileName: resume.fileName, contentType: resume.contentType, size };
          }
          const stored = storedApplication(application, id, receivedAt, resumeRecord);
          await insertDurably('applications', applicationDocument(stored, outboxEntries(id, mails(stored), receivedAt)));
          return stored;
        } catch (error) {
          resume?.stream.destroy();
          if (resumeStored) await rm(resumeFile(id), { force: true });
          throw error;
        }
      },
      async list({ page, pageSize }) {
        const [documents, total] = await Promise.all([
          db.applications
            .findAsync({}, { outbox: 0 })
            .sort({ receivedAt: -1, _id: 1 })
            .skip((page - 1) * pageSize)
            .limit(pageSize),
          db.applications.countAsync({}),
        ]);
        return { items: documents.map((document) => applicationFromDocument({ ...document, outbox: [] })), total };
      },
      async findById(id) {
        const document = await db.applications.findOneAsync({ _id: id }, { outbox: 0 });
        return document ? applicationFromDocument({ ...document, outbox: [] }) : undefined;
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
      deleteReceivedBefore: (cutoff) => removeSubmissions('applications', receivedBeforeQuery(cutoff)),
    },

    async eraseByEmail(email) {
      return {
        enquiries: await removeSubmissions('enquiries', byEmailQuery(email)),
        applications: await removeSubmissions('applications', byEmailQuery(email)),
      };
    },

    counters: memoryCounters(),

    outbox: {
      async due(now, limit) {
        const [enquiries, applications] = await Promise.all([
          db.enquiries.findAsync(dueQuery(now)),
          db.applications.findAsync(dueQuery(now)),
        ]);
        return dueEntries([...enquiries, ...applications], now, limit);
      },
      ...outboxWrites(updateOutboxEntry),
    },
  };
}
