/**
 * Enquiries and applications on MongoDB, resumes in GridFS. Each submission is one document with
 * its outbox entries, written with majority/journaled acknowledgement: durable once it resolves.
 */
import { pipeline } from 'node:stream/promises';
import { type Collection, type Db, GridFSBucket, ObjectId, type UpdateFilter, type WithId } from 'mongodb';
import { candidateMailMethods } from '../candidate-mail-records';
import { outboxEntries } from '../outbox-records';
import type { PageRequest } from '../paging';
import type { ApplicationHistoryFilter, Store } from '../store';
import * as queries from '../submission-queries';
import * as records from '../submission-records';
import { asFilter, createIndexes, findPage, type IndexSpec } from './collections';

export const RESUME_BUCKET_NAME = 'resumes';

type Submissions = Pick<Store, 'enquiries' | 'applications' | 'findByEmail' | 'eraseByEmail'>;
type MongoApplicationDocument = records.ApplicationDocument & { resumeFileId?: ObjectId };
/** What removing submissions reads of either kind. */
type RemovableDocument = { _id: string; resumeFileId?: ObjectId };

const WITHOUT_OUTBOX = { projection: { outbox: 0, resumeFileId: 0 } } as const;
/** One record as staff read it: with its outbox (an enquiry's replies show their mails' delivery). */
const WITH_OUTBOX = { projection: { resumeFileId: 0 } } as const;

export const SUBMISSION_INDEXES: Record<records.SubmissionKind, IndexSpec[]> = {
  // Also serves the retention period's `receivedAt < cutoff` and the oldest-first order (walked backwards).
  enquiries: [{ key: queries.SUBMISSION_SORTS.newest }, { key: { 'outbox.nextAttemptAt': 1 } }],
  applications: [
    { key: queries.SUBMISSION_SORTS.newest },
    { key: { 'outbox.nextAttemptAt': 1 } },
    // One job's applications (the pipeline), newest first.
    { key: { jobSlug: 1, ...queries.SUBMISSION_SORTS.newest } },
  ],
};

export async function mongoSubmissions(db: Db, clock: () => Date): Promise<Submissions> {
  await createIndexes(db, SUBMISSION_INDEXES);
  const enquiries = db.collection<records.EnquiryDocument>('enquiries');
  const applications = db.collection<MongoApplicationDocument>('applications');
  const legacy = records.LEGACY_SUBMISSION_DEFAULTS;
  await enquiries.updateMany(legacy.enquiries.query, legacy.enquiries.update);
  await applications.updateMany(legacy.applications.query, legacy.applications.update);
  await queries.backfillStageHistories(
    (query) =>
      applications.find(asFilter<MongoApplicationDocument>(query), { projection: queries.BACKFILL_PROJECTION }).toArray(),
    (query, update) => applications.updateOne(asFilter<MongoApplicationDocument>(query), update),
  );

  const context: SubmissionCollections = { db, resumes: new GridFSBucket(db, { bucketName: RESUME_BUCKET_NAME }), clock };
  const removals = queries.submissionRemovals((kind, query) => removeSubmissions(context, kind, query));
  const tracked = queries.trackedSubmissionMethods(
    trackedSubmissions(enquiries, queries.TRACKING.enquiries),
    trackedSubmissions(applications, queries.TRACKING.applications),
  );
  return {
    enquiries: {
      async create(enquiry, mails) {
        const receivedAt = clock();
        const stored = records.storedEnquiry(enquiry, records.newSubmissionId(), receivedAt);
        await enquiries.insertOne(records.enquiryDocument(stored, outboxEntries(stored.id, mails(stored), receivedAt)));
        return stored;
      },
      ...tracked.enquiries,
      ...queries.salesMethods({
        find: async (id) => (await enquiries.findOne({ _id: id }, WITH_OUTBOX)) ?? undefined,
        update: async (query, update) =>
          (await enquiries.findOneAndUpdate(asFilter<records.EnquiryDocument>(query), update, {
            returnDocument: 'after',
            ...WITH_OUTBOX,
          })) ?? undefined,
      }),
    },
    applications: {
      create: (application, resume, mails) => createApplication(context, application, resume, mails),
      async findById(id) {
        const document = await applications.findOne({ _id: id }, WITHOUT_OUTBOX);
        return document ? records.applicationFromDocument({ ...document, outbox: [] }) : undefined;
      },
      async openResume(id) {
        const document = await applications.findOne({ _id: id }, { projection: { resume: 1, resumeFileId: 1 } });
        if (!document?.resume || !document.resumeFileId) return undefined;
        const { fileName, contentType, size } = document.resume;
        return { fileName, contentType, size, stream: context.resumes.openDownloadStream(document.resumeFileId) };
      },
      deleteReceivedBefore: removals.deleteReceivedBefore,
      visitHistories: (filter, visit) => visitHistories(applications, filter, visit),
      ...tracked.applications,
      ...queries.scorecardMethods(
        async (query, update) => (await applications.updateOne(query, update)).matchedCount > 0,
        async (id) => (await applications.findOne({ _id: id }, { projection: { scorecards: 1 } })) ?? undefined,
      ),
      ...candidateMailMethods({
        find: async (id) => (await applications.findOne({ _id: id }, WITH_OUTBOX)) ?? undefined,
        update: async (query, update) =>
          (await applications.findOneAndUpdate(asFilter<MongoApplicationDocument>(query), update, {
            returnDocument: 'after',
            ...WITH_OUTBOX,
          })) ?? undefined,
      }),
    },
    findByEmail: tracked.findByEmail,
    eraseByEmail: removals.eraseByEmail,
  };
}

const HISTORY_PROJECTION = Object.fromEntries(records.HISTORY_FIELDS.map((field) => [field, 1]));

/** The applications a report covers, oldest first, streamed from a cursor a batch at a time. */
async function visitHistories(
  collection: Collection<MongoApplicationDocument>,
  filter: ApplicationHistoryFilter,
  visit: (history: records.ApplicationHistory) => void,
) {
  const cursor = collection
    .find(asFilter<MongoApplicationDocument>(queries.historyQuery(filter)), { projection: HISTORY_PROJECTION })
    .sort(queries.SUBMISSION_SORTS.oldest)
    .batchSize(queries.HISTORY_BATCH);
  for await (const document of cursor) visit(records.applicationHistoryFromDocument(document));
}

/** The database with its resume bucket and the time a submission arrives. */
interface SubmissionCollections {
  db: Db;
  resumes: GridFSBucket;
  clock(): Date;
}

/** Uploads the resume (if any) before its application; a failure leaves neither behind. */
async function createApplication(
  { db, resumes, clock }: SubmissionCollections,
  ...[application, resume, mails]: Parameters<Store['applications']['create']>
) {
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
    const document = records.applicationDocument(stored, outboxEntries(id, mails(stored), receivedAt));
    await db
      .collection<MongoApplicationDocument>('applications')
      .insertOne(resumeFileId ? { ...document, resumeFileId } : document);
    return stored;
  } catch (error) {
    resume?.stream.destroy();
    if (resumeFileId) await resumes.delete(resumeFileId).catch(() => undefined);
    throw error;
  }
}

/** Removes the submissions `query` finds, resumes included (GridFS files first: a resume never outlives its record unseen); their ids. */
async function removeSubmissions({ db, resumes }: SubmissionCollections, kind: records.SubmissionKind, query: object) {
  const collection = db.collection<RemovableDocument>(kind);
  const doomed = await collection.find(asFilter(query), { projection: { _id: 1, resumeFileId: 1 } }).toArray();
  if (doomed.length === 0) return [];
  for (const { resumeFileId } of doomed) {
    if (resumeFileId) await resumes.delete(resumeFileId).catch(ignoreFileNotFound);
  }
  const ids = doomed.map((document) => document._id);
  await collection.deleteMany({ _id: { $in: ids } });
  return ids;
}

/**
 * The reads and staff writes enquiries and applications share, on their collection. Lists are
 * read without the outbox, so they reach the mappers with an empty one; one record is read with it.
 */
function trackedSubmissions<D extends records.SubmissionDocument, F, S, T>(
  collection: Collection<D>,
  { field, searchQuery, stored, tracked }: queries.TrackedSubmissionKind<D, F, S, T>,
): queries.TrackedSubmissions<F, S, T> {
  const asUpdate = (update: object) => update as UpdateFilter<D>;
  const withEmptyOutbox = (document: WithId<D>) => ({ ...document, outbox: [] }) as unknown as D;
  const trackedOrUndefined = (document: WithId<D> | null) => (document ? tracked(document as unknown as D) : undefined);
  const returnUpdated = { returnDocument: 'after', ...WITH_OUTBOX } as const;
  const page = <R>(query: object, sort: Record<string, 1 | -1>, request: PageRequest, read: (document: D) => R) =>
    findPage(collection, query, sort, request, (document) => read(withEmptyOutbox(document)), WITHOUT_OUTBOX);

  return {
    list: (request) => page({}, queries.SUBMISSION_SORTS.newest, request, stored),
    search: (filter, { sort, ...request }) => page(searchQuery(filter), queries.SUBMISSION_SORTS[sort], request, tracked),
    findTracked: async (id) => trackedOrUndefined(await collection.findOne(asFilter<D>({ _id: id }), WITH_OUTBOX)),
    move: async (id, from, to, at) =>
      trackedOrUndefined(
        await collection.findOneAndUpdate(
          asFilter<D>(queries.moveQuery(id, field, from)),
          asUpdate(queries.moveUpdate(field, to, at)),
          returnUpdated,
        ),
      ),
    addNote: async (id, note) =>
      trackedOrUndefined(
        await collection.findOneAndUpdate(asFilter<D>({ _id: id }), asUpdate(queries.addNoteUpdate(note)), returnUpdated),
      ),
    async findByEmail(email) {
      const documents = await collection
        .find(asFilter<D>(queries.byEmailQuery(email)), WITH_OUTBOX)
        .sort(queries.SUBMISSION_SORTS.newest)
        .toArray();
      return documents.map((document) => tracked(document as unknown as D));
    },
  };
}

/** A resume already gone (an earlier, interrupted deletion) is what deleting it wanted. */
function ignoreFileNotFound(error: unknown): void {
  if (!/FileNotFound|File not found/i.test(String((error as Error).message))) throw error;
}
