/**
 * Enquiries and applications on nedb datastores, resumes as files under DATA_DIR/resumes. Each
 * submission is one appended line (with its outbox entries), fsynced before the promise resolves.
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type Datastore from '@seald-io/nedb';
import { candidateMailMethods } from '../candidate-mail-records';
import { outboxEntries } from '../outbox-records';
import type { PageRequest } from '../paging';
import type { ApplicationHistoryFilter, Store } from '../store';
import * as queries from '../submission-queries';
import * as records from '../submission-records';
import type { EmbeddedFiles } from './datastores';
import { writeStreamDurably } from './durable-files';
import { findPage } from './find-page';

type Submissions = Pick<Store, 'enquiries' | 'applications' | 'findByEmail' | 'eraseByEmail'>;

const WITHOUT_OUTBOX = { outbox: 0 } as const;

export async function embeddedSubmissions(files: EmbeddedFiles, resumesDir: string, clock: () => Date): Promise<Submissions> {
  const { db } = files;
  const { enquiries, applications } = records.LEGACY_SUBMISSION_DEFAULTS;
  await db.enquiries.updateAsync(enquiries.query, enquiries.update, { multi: true });
  await db.applications.updateAsync(applications.query, applications.update, { multi: true });
  await queries.backfillStageHistories(
    (query) => db.applications.findAsync(query, queries.BACKFILL_PROJECTION),
    (query, update) => db.applications.updateAsync(query, update),
  );

  const context: SubmissionFiles = { ...files, resumeFile: (id) => path.join(resumesDir, id), clock };
  const removals = queries.submissionRemovals((kind, query) => removeSubmissions(context, kind, query));
  const tracked = queries.trackedSubmissionMethods(
    trackedSubmissions(files, 'enquiries', queries.TRACKING.enquiries),
    trackedSubmissions(files, 'applications', queries.TRACKING.applications),
  );
  return {
    enquiries: {
      async create(enquiry, mails) {
        const receivedAt = clock();
        const stored = records.storedEnquiry(enquiry, records.newSubmissionId(), receivedAt);
        await insertDurably(
          files,
          'enquiries',
          records.enquiryDocument(stored, outboxEntries(stored.id, mails(stored), receivedAt)),
        );
        return stored;
      },
      ...tracked.enquiries,
      ...queries.salesMethods({
        find: async (id) => (await db.enquiries.findOneAsync({ _id: id })) ?? undefined,
        update: (query, update) => files.updateOne<records.EnquiryDocument>('enquiries', query, update),
      }),
    },
    applications: {
      create: (application, resume, mails) => createApplication(context, application, resume, mails),
      async findById(id) {
        const document = await db.applications.findOneAsync({ _id: id }, WITHOUT_OUTBOX);
        return document ? records.applicationFromDocument({ ...document, outbox: [] }) : undefined;
      },
      async openResume(id) {
        const document = await db.applications.findOneAsync({ _id: id }, WITHOUT_OUTBOX);
        if (!document?.resume) return undefined;
        const file = context.resumeFile(document._id);
        const { size } = await stat(file);
        return {
          fileName: document.resume.fileName,
          contentType: document.resume.contentType,
          size,
          stream: createReadStream(file),
        };
      },
      deleteReceivedBefore: removals.deleteReceivedBefore,
      visitHistories: (filter, visit) => visitHistories(db.applications, filter, visit),
      ...tracked.applications,
      ...queries.scorecardMethods(
        async (query, update) => (await files.updateOne('applications', query, update)) !== undefined,
        async (id) => (await db.applications.findOneAsync({ _id: id }, { scorecards: 1 })) ?? undefined,
      ),
      ...candidateMailMethods({
        find: async (id) => (await db.applications.findOneAsync({ _id: id })) ?? undefined,
        update: (query, update) => files.updateOne<records.ApplicationDocument>('applications', query, update),
      }),
    },
    findByEmail: tracked.findByEmail,
    eraseByEmail: removals.eraseByEmail,
  };
}

const HISTORY_PROJECTION = Object.fromEntries(records.HISTORY_FIELDS.map((field) => [field, 1]));

/** The applications a report covers, oldest first, a batch at a time. */
async function visitHistories(
  datastore: Datastore<records.ApplicationDocument>,
  filter: ApplicationHistoryFilter,
  visit: (history: records.ApplicationHistory) => void,
) {
  const query = queries.historyQuery(filter);
  for (let skip = 0; ; skip += queries.HISTORY_BATCH) {
    const batch = await datastore
      .findAsync(query, HISTORY_PROJECTION)
      .sort(queries.SUBMISSION_SORTS.oldest)
      .skip(skip)
      .limit(queries.HISTORY_BATCH);
    for (const document of batch) visit(records.applicationHistoryFromDocument(document));
    if (batch.length < queries.HISTORY_BATCH) return;
  }
}

/** The datastores with where resumes go and the time a submission arrives. */
interface SubmissionFiles extends EmbeddedFiles {
  resumeFile(id: string): string;
  clock(): Date;
}

/** An insert is on disk once nedb's append is fsynced; one that fails leaves nothing (datastores.ts). */
async function insertDurably<T extends records.SubmissionDocument>(
  { db, durably }: EmbeddedFiles,
  name: records.SubmissionKind,
  document: T,
) {
  await durably(name, () => (db[name] as unknown as Datastore<T>).insertAsync(document));
}

/** Stores the resume (if any) before its application; a failure leaves neither behind. */
async function createApplication(
  context: SubmissionFiles,
  ...[application, resume, mails]: Parameters<Store['applications']['create']>
) {
  const id = records.newSubmissionId();
  const receivedAt = context.clock();
  let resumeStored = false;
  try {
    let resumeRecord: records.ResumeRecord | undefined;
    if (resume) {
      const size = await writeStreamDurably(resume.stream, context.resumeFile(id));
      resumeStored = true;
      resumeRecord = { fileName: resume.fileName, contentType: resume.contentType, size };
    }
    const stored = records.storedApplication(application, id, receivedAt, resumeRecord);
    await insertDurably(
      context,
      'applications',
      records.applicationDocument(stored, outboxEntries(id, mails(stored), receivedAt)),
    );
    return stored;
  } catch (error) {
    resume?.stream.destroy();
    if (resumeStored) await rm(context.resumeFile(id), { force: true });
    throw error;
  }
}

/**
 * Removes the submissions `query` finds, resumes included; their ids. nedb only appends a
 * deletion mark, so the file is compacted too: the deleted lines are really gone from the disk.
 */
async function removeSubmissions({ db, durably, resumeFile }: SubmissionFiles, name: records.SubmissionKind, query: object) {
  const datastore = db[name] as unknown as Datastore<{ _id: string; resume?: records.ResumeRecord }>;
  const doomed = await datastore.findAsync(query, { _id: 1, resume: 1 });
  if (doomed.length === 0) return [];
  const ids = doomed.map((document) => document._id);
  await durably(name, async () => {
    await datastore.removeAsync({ _id: { $in: ids } }, { multi: true });
    await datastore.compactDatafileAsync();
  });
  for (const document of doomed) if (document.resume) await rm(resumeFile(document._id), { force: true });
  return ids;
}

/**
 * The reads and staff writes enquiries and applications share, on their datastore. Lists are
 * read without the outbox, so they reach the mappers with an empty one; one record is read with
 * it (an enquiry's replies show their mails' delivery).
 */
function trackedSubmissions<D extends records.SubmissionDocument, F, S, T>(
  { db, updateOne }: EmbeddedFiles,
  name: records.SubmissionKind,
  { field, searchQuery, stored, tracked }: queries.TrackedSubmissionKind<D, F, S, T>,
): queries.TrackedSubmissions<F, S, T> {
  const datastore = db[name] as unknown as Datastore<D>;
  const withEmptyOutbox = (document: D) => ({ ...document, outbox: [] });
  const trackedOrUndefined = (document: D | null | undefined) => (document ? tracked(document) : undefined);
  const page = <R>(query: object, sort: Record<string, 1 | -1>, request: PageRequest, read: (document: D) => R) =>
    findPage(datastore, query, sort, request, (document) => read(withEmptyOutbox(document)), WITHOUT_OUTBOX);

  return {
    list: (request) => page({}, queries.SUBMISSION_SORTS.newest, request, stored),
    search: (filter, { sort, ...request }) => page(searchQuery(filter), queries.SUBMISSION_SORTS[sort], request, tracked),
    findTracked: async (id) => trackedOrUndefined(await datastore.findOneAsync({ _id: id })),
    move: async (id, from, to, at) =>
      trackedOrUndefined(await updateOne<D>(name, queries.moveQuery(id, field, from), queries.moveUpdate(field, to, at))),
    addNote: async (id, note) => trackedOrUndefined(await updateOne<D>(name, { _id: id }, queries.addNoteUpdate(note))),
    async findByEmail(email) {
      const documents = await datastore.findAsync(queries.byEmailQuery(email)).sort(queries.SUBMISSION_SORTS.newest);
      return documents.map((document) => tracked(document));
    },
  };
}
