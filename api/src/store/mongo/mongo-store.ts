/**
 * The MongoDB adapter (official driver): one collection per resource, unique slugs, resumes
 * in GridFS. Writes use majority/journaled acknowledgement, so a resolved create is durable.
 * Kept thin: the same documents and queries as the embedded adapter (see ../records).
 */
import { pipeline } from 'node:stream/promises';
import type { Job, Location, Service } from 'contracts';
import { type Collection, type Db, type Filter, GridFSBucket, MongoClient, ObjectId } from 'mongodb';
import type { OutboxEntry } from '../../mail/mail';
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
  storedApplication,
  storedEnquiry,
} from '../records';
import type { Store } from '../store';

export const DEFAULT_DATABASE_NAME = 'consultancy';
export const RESUME_BUCKET_NAME = 'resumes';
/** How long start-up and /api/ready wait for a server before calling MongoDB unreachable. */
export const SERVER_SELECTION_TIMEOUT_MS = 5_000;

/** Every sort the adapter asks for; each is served by an index below (mongo-store.test.ts checks both ways). */
export const SORTS = {
  inOrderGiven: { order: 1 },
  jobsNewestFirst: { posted_date: -1, slug: 1 },
  submissionsNewestFirst: { receivedAt: -1, _id: 1 },
} as const;

type IndexSpec = { key: Record<string, 1 | -1>; options?: { unique?: boolean; expireAfterSeconds?: number } };

/** The indexes of each collection: unique keys, the sorts above, and the outbox and retention filters. */
export const INDEXES: Record<'locations' | 'services' | 'jobs' | 'enquiries' | 'applications' | 'counters', IndexSpec[]> = {
  locations: [{ key: { slug: 1 }, options: { unique: true } }, { key: SORTS.inOrderGiven }],
  services: [{ key: { id: 1 }, options: { unique: true } }, { key: SORTS.inOrderGiven }],
  jobs: [{ key: { slug: 1 }, options: { unique: true } }, { key: SORTS.jobsNewestFirst }],
  // Also serves the retention period's `receivedAt < cutoff`.
  enquiries: [{ key: SORTS.submissionsNewestFirst }, { key: { 'outbox.nextAttemptAt': 1 } }],
  applications: [{ key: SORTS.submissionsNewestFirst }, { key: { 'outbox.nextAttemptAt': 1 } }],
  // MongoDB removes a counter once its window has ended (its TTL monitor runs every minute).
  counters: [{ key: { resetAt: 1 }, options: { expireAfterSeconds: 0 } }],
};

export interface MongoStoreOptions {
  uri: string;
  clock?: () => Date;
}

type MongoApplicationDocument = ApplicationDocument & { resumeFileId?: ObjectId };
type Ordered<T> = T & { order: number };

const withoutInternals = { projection: { _id: 0, order: 0 } } as const;
const withoutOutbox = { projection: { outbox: 0, resumeFileId: 0 } } as const;

export async function openMongoStore({ uri, clock = () => new Date() }: MongoStoreOptions): Promise<Store> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    writeConcern: { w: 'majority', journal: true },
  });
  await client.connect();
  const db: Db = client.db(databaseName(uri));

  const locations = db.collection<Ordered<Location>>('locations');
  const services = db.collection<Ordered<Service>>('services');
  const jobs = db.collection<Ordered<Job>>('jobs');
  const enquiries = db.collection<EnquiryDocument>('enquiries');
  const applications = db.collection<MongoApplicationDocument>('applications');
  const resumes = new GridFSBucket(db, { bucketName: RESUME_BUCKET_NAME });
  const counters = db.collection<{ _id: string; count: number; resetAt: Date }>('counters');

  const collections = { locations, services, jobs, enquiries, applications, counters } as unknown as Record<
    keyof typeof INDEXES,
    Collection
  >;
  await Promise.all(
    Object.entries(INDEXES).flatMap(([name, indexes]) =>
      indexes.map(({ key, options }) => collections[name as keyof typeof INDEXES].createIndex(key, options ?? {})),
    ),
  );

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

  /** Updates outbox entry `id` where `query` still matches it (one atomic find-and-update); the entry as updated. */
  async function updateOutboxEntry(id: string, query: OutboxEntryQuery, update: (index: number) => object) {
    const parsed = parseOutboxEntryId(id);
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
      list: () => jobs.find({}, withoutInternals).sort(SORTS.jobsNewestFirst).toArray() as Promise<Job[]>,
      findBySlug: async (slug) => ((await jobs.findOne({ slug }, withoutInternals)) as Job | null) ?? undefined,
      upsertMany: (items) => upsertMany(jobs, 'slug', items),
    },

    enquiries: {
      async create(enquiry, mails) {
        const receivedAt = clock();
        const stored = storedEnquiry(enquiry, newSubmissionId(), receivedAt);
        await enquiries.insertOne(enquiryDocument(stored, outboxEntries(stored.id, mails(stored), receivedAt)));
        return stored;
      },
      async list({ page, pageSize }) {
        const [documents, total] = await Promise.all([
          enquiries
            .find({}, withoutOutbox)
            .sort(SORTS.submissionsNewestFirst)
            .skip((page - 1) * pageSize)
            .limit(pageSize)
            .toArray(),
          enquiries.countDocuments(),
        ]);
        return { items: documents.map((document) => enquiryFromDocument({ ...document, outbox: [] })), total };
      },
    },

    applications: {
      async create(application, resume, mails) {
        const id = newSubmissionId();
        const receivedAt = clock();
        const resumeFileId = resume ? new ObjectId() : undefined;
        try {
          let resumeRecord: ResumeRecord | undefined;
          if (resume && resumeFileId) {
            const upload = resumes.openUploadStreamWithId(resumeFileId, id, {
              metadata: { applicationId: id, contentType: resume.contentType },
            });
            await pipeline(resume.stream, upload);
            resumeRecord = { fileName: resume.fileName, contentType: resume.contentType, size: upload.length };
          }
          const stored = storedApplication(application, id, receivedAt, resumeRecord);
          const document = applicationDocument(stored, outboxEntries(id, mails(stored), receivedAt));
          await applications.insertOne(resumeFileId ? { ...document, resumeFileId } : document);
          return stored;
        } catch (error) {
          resume?.stream.destroy();
          if (resumeFileId) await resumes.delete(resumeFileId).catch(() => undefined);
          throw error;
        }
      },
      async list({ page, pageSize }) {
        const [documents, total] = await Promise.all([
          applications
            .find({}, withoutOutbox)
            .sort(SORTS.submissionsNewestFirst)
            .skip((page - 1) * pageSize)
            .limit(pageSize)
            .toArray(),
          applications.countDocuments(),
        ]);
        return { items: documents.map((document) => applicationFromDocument({ ...document, outbox: [] })), total };
      },
      async findById(id) {
        const document = await applications.findOne({ _id: id }, withoutOutbox);
        return document ? applicationFromDocument({ ...document, outbox: [] }) : undefined;
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
      deleteReceivedBefore: (cutoff) => removeSubmissions(submissions.applications, receivedBeforeQuery(cutoff)),
    },

    async eraseByEmail(email) {
      return {
        enquiries: await removeSubmissions(submissions.enquiries, byEmailQuery(email)),
        applications: await removeSubmissions(submissions.applications, byEmailQuery(email)),
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
    },

    outbox: {
      async due(now, limit) {
        const [enquiryDocuments, applicationDocuments] = await Promise.all([
          // No sort: the outbox index hands documents over by due time; dueEntries orders the entries.
          enquiries.find(dueQuery(now)).limit(limit).toArray(),
          applications.find(dueQuery(now)).limit(limit).toArray(),
        ]);
        return dueEntries([...enquiryDocuments, ...applicationDocuments], now, limit);
      },
      ...outboxWrites(updateOutboxEntry),
    },
  };
}

const DUPLICATE_KEY = 11000;

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
