/**
 * The MongoDB adapter (official driver): one collection per resource, unique slugs, resumes
 * in GridFS. Writes use majority/journaled acknowledgement, so a resolved create is durable.
 * Kept thin: the same documents and queries as the embedded adapter (see ../records).
 */
import { pipeline } from 'node:stream/promises';
import type { Location, Service } from 'contracts';
import type { AuditEntry, StaffJob } from 'contracts/staff';
import {
  type Collection,
  type Db,
  type Filter,
  GridFSBucket,
  MongoClient,
  ObjectId,
  type Sort,
  type UpdateFilter,
  type WithId,
} from 'mongodb';
import type { OutboxEntry } from '../../mail/mail';
import * as records from '../records';
import { DuplicateKeyError, type PageRequest, type StaffAccountRecord, type StaffSessionRecord, type Store } from '../store';
import { mongoReleases } from './releases';
import { mongoRum } from './rum';

export const DEFAULT_DATABASE_NAME = 'consultancy';
export const RESUME_BUCKET_NAME = 'resumes';
/** How long start-up and /api/ready wait for a server before calling MongoDB unreachable. */
export const SERVER_SELECTION_TIMEOUT_MS = 5_000;

/** Every sort the adapter asks for; each is served by an index below (mongo-store.test.ts checks both ways). */
export const SORTS = {
  inOrderGiven: { order: 1 },
  jobsNewestFirst: { posted_date: -1, slug: 1 },
  jobsNewestCreated: records.JOBS_NEWEST_CREATED,
  submissionsNewestFirst: records.SUBMISSION_SORTS.newest,
  submissionsOldestFirst: records.SUBMISSION_SORTS.oldest,
  accountsByEmail: records.ACCOUNTS_BY_EMAIL,
  auditNewestFirst: records.AUDIT_NEWEST_FIRST,
} as const;

type IndexSpec = { key: Record<string, 1 | -1>; options?: { unique?: boolean; expireAfterSeconds?: number } };

/** The indexes of each collection: unique keys, the sorts above, and the outbox and retention filters. */
export const INDEXES: Record<
  'locations' | 'services' | 'jobs' | 'enquiries' | 'applications' | 'counters' | 'staffAccounts' | 'staffSessions' | 'auditLog',
  IndexSpec[]
> = {
  locations: [{ key: { slug: 1 }, options: { unique: true } }, { key: SORTS.inOrderGiven }],
  services: [{ key: { id: 1 }, options: { unique: true } }, { key: SORTS.inOrderGiven }],
  jobs: [
    { key: { slug: 1 }, options: { unique: true } },
    { key: { id: 1 }, options: { unique: true } },
    { key: SORTS.jobsNewestFirst },
    { key: SORTS.jobsNewestCreated },
  ],
  // Also serves the retention period's `receivedAt < cutoff` and the oldest-first order (walked backwards).
  enquiries: [{ key: SORTS.submissionsNewestFirst }, { key: { 'outbox.nextAttemptAt': 1 } }],
  applications: [
    { key: SORTS.submissionsNewestFirst },
    { key: { 'outbox.nextAttemptAt': 1 } },
    // One job's applications (the pipeline), newest first.
    { key: { jobSlug: 1, ...SORTS.submissionsNewestFirst } },
  ],
  // MongoDB removes a counter once its window has ended (its TTL monitor runs every minute).
  counters: [{ key: { resetAt: 1 }, options: { expireAfterSeconds: 0 } }],
  staffAccounts: [{ key: SORTS.accountsByEmail, options: { unique: true } }],
  // A session is removed once it has expired (deleteEnded does the same at once).
  staffSessions: [{ key: { accountId: 1 } }, { key: { expiresAt: 1 }, options: { expireAfterSeconds: 0 } }],
  auditLog: [{ key: SORTS.auditNewestFirst }, { key: { 'target.id': 1, ...SORTS.auditNewestFirst } }],
};

export interface MongoStoreOptions {
  uri: string;
  clock?: () => Date;
}

type MongoApplicationDocument = records.ApplicationDocument & { resumeFileId?: ObjectId };
type Ordered<T> = T & { order: number };
type AccountDocument = Omit<StaffAccountRecord, 'id'> & { _id: string };
type SessionDocument = Omit<StaffSessionRecord, 'id'> & { _id: string };
type AuditDocument = Omit<AuditEntry, 'id'> & { _id: string };

const withoutInternals = { projection: { _id: 0, order: 0 } } as const;
const withoutOutbox = { projection: { outbox: 0, resumeFileId: 0 } } as const;

export async function openMongoStore({ uri, clock = () => new Date() }: MongoStoreOptions): Promise<Store> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    writeConcern: { w: 'majority', journal: true },
    // A field set to undefined is left out, as nedb's JSON lines leave it out.
    ignoreUndefined: true,
  });
  await client.connect();
  const db: Db = client.db(databaseName(uri));

  const locations = db.collection<Ordered<Location>>('locations');
  const services = db.collection<Ordered<Service>>('services');
  const jobs = db.collection<StaffJob>('jobs');
  const enquiries = db.collection<records.EnquiryDocument>('enquiries');
  const applications = db.collection<MongoApplicationDocument>('applications');
  const resumes = new GridFSBucket(db, { bucketName: RESUME_BUCKET_NAME });
  const counters = db.collection<{ _id: string; count: number; resetAt: Date }>('counters');
  const staffAccounts = db.collection<AccountDocument>('staffAccounts');
  const staffSessions = db.collection<SessionDocument>('staffSessions');
  const auditLog = db.collection<AuditDocument>('auditLog');

  const collections = {
    locations,
    services,
    jobs,
    enquiries,
    applications,
    counters,
    staffAccounts,
    staffSessions,
    auditLog,
  } as unknown as Record<keyof typeof INDEXES, Collection>;
  await Promise.all(
    Object.entries(INDEXES).flatMap(([name, indexes]) =>
      indexes.map(({ key, options }) => collections[name as keyof typeof INDEXES].createIndex(key, options ?? {})),
    ),
  );

  const releases = await mongoReleases(db);
  const rum = await mongoRum(db);

  await enquiries.updateMany(records.LEGACY_DEFAULTS.enquiries.query, records.LEGACY_DEFAULTS.enquiries.update);
  await applications.updateMany(records.LEGACY_DEFAULTS.applications.query, records.LEGACY_DEFAULTS.applications.update);
  for (const job of await jobs.find(records.LEGACY_DEFAULTS.jobs.query).toArray()) {
    await jobs.updateOne({ _id: job._id }, records.legacyJobUpdate(job));
  }

  async function upsertMany<T extends object>(collection: Collection<Ordered<T>>, key: keyof T & string, items: T[]) {
    if (items.length === 0) return;
    await collection.bulkWrite(
      items.map((item, order) => ({
        replaceOne: {
          filter: { [key]: item[key] } as never,
          replacement: { ...item, order } as never,
          upsert: true,
        },
      })),
    );
  }

  /** Removes submissions and their resumes (GridFS files first: a resume never outlives its record unseen). */
  /** Removes the submissions `query` finds, resumes included; their ids. */
  async function removeSubmissions(collection: Collection<{ _id: string; resumeFileId?: ObjectId }>, query: object) {
    const doomed = await collection.find(query as Filter<{ _id: string }>, { projection: { _id: 1, resumeFileId: 1 } }).toArray();
    if (doomed.length === 0) return [];
    for (const { resumeFileId } of doomed) {
      if (resumeFileId) await resumes.delete(resumeFileId).catch(ignoreFileNotFound);
    }
    const ids = doomed.map((document) => document._id);
    await collection.deleteMany({ _id: { $in: ids } });
    return ids;
  }
  const submissions = {
    enquiries: enquiries as unknown as Collection<{ _id: string; resumeFileId?: ObjectId }>,
    applications: applications as unknown as Collection<{ _id: string; resumeFileId?: ObjectId }>,
  };

  const tracked = records.trackedSubmissionMethods(
    trackedSubmissions(enquiries, records.TRACKING.enquiries),
    trackedSubmissions(applications, records.TRACKING.applications),
  );

  /** Updates outbox entry `id` where `query` still matches it (one atomic find-and-update); the entry as updated. */
  async function updateOutboxEntry(id: string, query: records.OutboxEntryQuery, update: (index: number) => object) {
    const parsed = records.parseOutboxEntryId(id);
    if (!parsed) return undefined;
    for (const collection of [enquiries, applications] as unknown as Collection<{ _id: string; outbox: OutboxEntry[] }>[]) {
      const document = await collection.findOneAndUpdate(
        query(parsed.submissionId, parsed.index) as Filter<{ _id: string }>,
        update(parsed.index),
        {
          returnDocument: 'after',
          projection: { outbox: 1 },
        },
      );
      if (document) return document.outbox[parsed.index];
    }
    return undefined;
  }

  return {
    async ping() {
      try {
        await db.command({ ping: 1 });
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),

    locations: {
      list: () => locations.find({}, withoutInternals).sort(SORTS.inOrderGiven).toArray() as Promise<Location[]>,
      upsertMany: (items) => upsertMany(locations, 'slug', items),
    },
    services: {
      list: () => services.find({}, withoutInternals).sort(SORTS.inOrderGiven).toArray() as Promise<Service[]>,
      upsertMany: (items) => upsertMany(services, 'id', items),
    },
    jobs: {
      list: () => jobs.find({}, withoutInternals).sort(SORTS.jobsNewestFirst).toArray() as Promise<StaffJob[]>,
      async page({ status }, { page, pageSize }) {
        const query = status ? { status } : {};
        const [items, total] = await Promise.all([
          jobs
            .find(query, withoutInternals)
            .sort(SORTS.jobsNewestCreated)
            .skip((page - 1) * pageSize)
            .limit(pageSize)
            .toArray() as Promise<StaffJob[]>,
          jobs.countDocuments(query),
        ]);
        return { items, total };
      },
      findBySlug: async (slug) => ((await jobs.findOne({ slug }, withoutInternals)) as StaffJob | null) ?? undefined,
      findById: async (id) => ((await jobs.findOne({ id }, withoutInternals)) as StaffJob | null) ?? undefined,
      count: () => jobs.countDocuments(),
      async create(job) {
        await refuseDuplicates(() => jobs.insertOne({ ...job }));
      },
      async update(id, expected, changes) {
        const job = await refuseDuplicates(() =>
          jobs.findOneAndUpdate(records.jobExpectationQuery(id, expected) as Filter<StaffJob>, records.changesUpdate(changes), {
            returnDocument: 'after',
            ...withoutInternals,
          }),
        );
        return (job as StaffJob | null) ?? undefined;
      },
    },

    enquiries: {
      async create(enquiry, mails) {
        const receivedAt = clock();
        const stored = records.storedEnquiry(enquiry, records.newSubmissionId(), receivedAt);
        await enquiries.insertOne(records.enquiryDocument(stored, records.outboxEntries(stored.id, mails(stored), receivedAt)));
        return stored;
      },
      ...tracked.enquiries,
    },

    applications: {
      async create(application, resume, mails) {
        const id = records.newSubmissionId();
        const receivedAt = clock();
        const resumeFileId = resume ? new ObjectId() : undefined;
        try {
          let resumeRecord: records.ResumeRecord | undefined;
          if (resume && resumeFileId) {
            const upload = resumes.openUploadStreamWithId(resumeFileId, id, {
              metadata: { applicationId: id, contentType: resume.contentType },
            });
            await pipeline(resume.stream, upload);
            resumeRecord = { fileName: resume.fileName, contentType: resume.contentType, size: upload.length };
          }
          const stored = records.storedApplication(application, id, receivedAt, resumeRecord);
          const document = records.applicationDocument(stored, records.outboxEntries(id, mails(stored), receivedAt));
          await applications.insertOne(resumeFileId ? { ...document, resumeFileId } : document);
          return stored;
        } catch (error) {
          resume?.stream.destroy();
          if (resumeFileId) await resumes.delete(resumeFileId).catch(() => undefined);
          throw error;
        }
      },
      async findById(id) {
        const document = await applications.findOne({ _id: id }, withoutOutbox);
        return document ? records.applicationFromDocument({ ...document, outbox: [] }) : undefined;
      },
      async openResume(id) {
        const document = await applications.findOne({ _id: id }, { projection: { resume: 1, resumeFileId: 1 } });
        if (!document?.resume || !document.resumeFileId) return undefined;
        return {
          fileName: document.resume.fileName,
          contentType: document.resume.contentType,
          size: document.resume.size,
          stream: resumes.openDownloadStream(document.resumeFileId),
        };
      },
      deleteReceivedBefore: (cutoff) => removeSubmissions(submissions.applications, records.receivedBeforeQuery(cutoff)),
      ...tracked.applications,
    },

    findByEmail: tracked.findByEmail,

    async eraseByEmail(email) {
      return {
        enquiries: await removeSubmissions(submissions.enquiries, records.byEmailQuery(email)),
        applications: await removeSubmissions(submissions.applications, records.byEmailQuery(email)),
      };
    },

    counters: {
      async increment(key, windowMs, now) {
        // One atomic update: within the window add one, after it start a new window at 1.
        const running = { $gt: ['$resetAt', now] };
        const update = [
          {
            $set: {
              count: { $cond: [running, { $add: ['$count', 1] }, 1] },
              resetAt: { $cond: [running, '$resetAt', new Date(now.getTime() + windowMs)] },
            },
          },
        ];
        const counter = await retryOnDuplicateKey(() =>
          counters.findOneAndUpdate({ _id: key }, update, { upsert: true, returnDocument: 'after' }),
        );
        return { count: counter?.count ?? 1, resetAt: counter?.resetAt ?? new Date(now.getTime() + windowMs) };
      },
      async peek(key, now) {
        const counter = await counters.findOne({ _id: key, resetAt: { $gt: now } });
        return counter ? { count: counter.count, resetAt: counter.resetAt } : undefined;
      },
      async decrement(key, now) {
        await counters.updateOne({ _id: key, resetAt: { $gt: now }, count: { $gt: 0 } }, { $inc: { count: -1 } });
      },
      async clear(prefix) {
        // The keys starting with the prefix are one range of the _id index: no regular expression to escape.
        await counters.deleteMany({ _id: { $gte: prefix, $lt: `${prefix}\uffff` } });
      },
    },

    staffAccounts: {
      async create({ id, ...account }) {
        await refuseDuplicates(() => staffAccounts.insertOne({ _id: id, ...account }));
      },
      findById: async (id) => fromDocument(await staffAccounts.findOne({ _id: id })),
      findByEmail: async (email) => fromDocument(await staffAccounts.findOne({ email })),
      async list({ page, pageSize }) {
        const [documents, total] = await Promise.all([
          staffAccounts
            .find({})
            .sort(SORTS.accountsByEmail)
            .skip((page - 1) * pageSize)
            .limit(pageSize)
            .toArray(),
          staffAccounts.countDocuments(),
        ]);
        return { items: documents.map((document) => fromDocument(document) as StaffAccountRecord), total };
      },
      update: async (id, changes, at) =>
        fromDocument(
          await staffAccounts.findOneAndUpdate(
            { _id: id },
            records.changesUpdate({ ...changes, updatedAt: at.toISOString() }) as UpdateFilter<AccountDocument>,
            { returnDocument: 'after' },
          ),
        ),
    },

    staffSessions: {
      async create({ id, ...session }) {
        await staffSessions.insertOne({ _id: id, ...session });
      },
      findById: async (id) => fromDocument(await staffSessions.findOne({ _id: id })),
      async touch(id, at) {
        await staffSessions.updateOne({ _id: id, revokedAt: { $exists: false } }, { $set: { lastSeenAt: at } });
      },
      async revoke(id, at) {
        await staffSessions.updateOne({ _id: id, revokedAt: { $exists: false } }, { $set: { revokedAt: at } });
      },
      async revokeAllOf(accountId, at) {
        const { modifiedCount } = await staffSessions.updateMany(
          { accountId, revokedAt: { $exists: false } },
          { $set: { revokedAt: at } },
        );
        return modifiedCount;
      },
      async deleteEnded(now) {
        const { deletedCount } = await staffSessions.deleteMany({ expiresAt: { $lte: now } });
        return deletedCount;
      },
    },

    auditLog: {
      async record(entry) {
        const id = records.newAuditEntryId();
        await auditLog.insertOne({ _id: id, ...entry });
        return { id, ...entry };
      },
      async list(filter, { page, pageSize }) {
        const query = records.auditQuery(filter) as Filter<AuditDocument>;
        const [documents, total] = await Promise.all([
          auditLog
            .find(query)
            .sort(SORTS.auditNewestFirst)
            .skip((page - 1) * pageSize)
            .limit(pageSize)
            .toArray(),
          auditLog.countDocuments(query),
        ]);
        return { items: documents.map((document) => fromDocument(document) as AuditEntry), total };
      },
      async rewrite(id, { target, details }) {
        await auditLog.updateOne({ _id: id }, { $set: { target, ...(details ? { details } : {}) } });
      },
    },

    outbox: {
      async due(now, limit) {
        const [enquiryDocuments, applicationDocuments] = await Promise.all([
          // No sort: the outbox index hands documents over by due time; records.dueEntries orders the entries.
          enquiries.find(records.dueQuery(now)).limit(limit).toArray(),
          applications.find(records.dueQuery(now)).limit(limit).toArray(),
        ]);
        return records.dueEntries([...enquiryDocuments, ...applicationDocuments], now, limit);
      },
      ...records.outboxWrites(updateOutboxEntry),
    },

    releases,
    rum,
  };
}

/**
 * The reads and staff writes enquiries and applications share, on their collection. Documents are
 * read without their outbox, so they reach the mappers with an empty one.
 */
function trackedSubmissions<D extends records.SubmissionDocument, F, S, T>(
  collection: Collection<D>,
  { field, searchQuery, stored, tracked }: records.TrackedSubmissionKind<D, F, S, T>,
): records.TrackedSubmissions<F, S, T> {
  // records writes queries and updates as plain objects (the same syntax serves nedb); typed here for the driver.
  const asFilter = (query: object) => query as Filter<D>;
  const asUpdate = (update: object) => update as UpdateFilter<D>;
  const withEmptyOutbox = (document: WithId<D>) => ({ ...document, outbox: [] }) as unknown as D;
  const trackedOrUndefined = (document: WithId<D> | null) => (document ? tracked(withEmptyOutbox(document)) : undefined);
  const returnUpdated = { returnDocument: 'after', ...withoutOutbox } as const;

  async function page<R>(query: object, sort: Sort, { page, pageSize }: PageRequest, read: (document: D) => R) {
    const [documents, total] = await Promise.all([
      collection
        .find(asFilter(query), withoutOutbox)
        .sort(sort)
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .toArray(),
      collection.countDocuments(asFilter(query)),
    ]);
    return { items: documents.map((document) => read(withEmptyOutbox(document))), total };
  }

  return {
    list: (request) => page({}, SORTS.submissionsNewestFirst, request, stored),
    search: (filter, { sort, ...request }) => page(searchQuery(filter), records.SUBMISSION_SORTS[sort], request, tracked),
    findTracked: async (id) => trackedOrUndefined(await collection.findOne(asFilter({ _id: id }), withoutOutbox)),
    move: async (id, from, to, at) =>
      trackedOrUndefined(
        await collection.findOneAndUpdate(
          asFilter(records.moveQuery(id, field, from)),
          asUpdate(records.moveUpdate(field, to, at)),
          returnUpdated,
        ),
      ),
    addNote: async (id, note) =>
      trackedOrUndefined(
        await collection.findOneAndUpdate(asFilter({ _id: id }), asUpdate(records.addNoteUpdate(note)), returnUpdated),
      ),
    async findByEmail(email) {
      const documents = await collection
        .find(asFilter(records.byEmailQuery(email)), withoutOutbox)
        .sort(records.SUBMISSION_SORTS.newest)
        .toArray();
      return documents.map((document) => tracked(withEmptyOutbox(document)));
    },
  };
}

const DUPLICATE_KEY = 11000;

/** A record from its document (`_id` is the record's `id`); undefined for none. */
function fromDocument<T extends { _id: string }>(document: T | null): (Omit<T, '_id'> & { id: string }) | undefined {
  if (!document) return undefined;
  const { _id, ...fields } = document;
  return { id: _id, ...fields };
}

/** A unique index refusing the write becomes the port's DuplicateKeyError. */
async function refuseDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: number }).code === DUPLICATE_KEY) throw new DuplicateKeyError((error as Error).message);
    throw error;
  }
}

/** A resume already gone (an earlier, interrupted deletion) is what deleting it wanted. */
function ignoreFileNotFound(error: unknown): void {
  if (!/FileNotFound|File not found/i.test(String((error as Error).message))) throw error;
}

/** Two first increments of one key can both try to insert it; the loser's retry then updates it. */
async function retryOnDuplicateKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    return write();
  }
}

/** The database named in the URI's path, or DEFAULT_DATABASE_NAME when it names none. */
export function databaseName(uri: string): string {
  const name = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri)?.[1];
  return name ? decodeURIComponent(name) : DEFAULT_DATABASE_NAME;
}
