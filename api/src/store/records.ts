/**
 * What both adapters store, built the same way: a submission document carries its outbox
 * entries, so the submission and its mails are written in one document write (atomic in
 * MongoDB without transactions, one appended line in nedb).
 */
import { randomUUID } from 'node:crypto';
import {
  type Application,
  type ContactEnquiry,
  DEFAULT_LOCALE,
  type Locale,
  type StoredApplication,
  type StoredEnquiry,
} from 'contracts';
import type { ApplicationStage, EnquiryStatus, JobStatus, Note, TrackedApplication, TrackedEnquiry } from 'contracts/staff';
import type { OutboxEntry, OutgoingMail } from '../mail/mail';
import type { ApplicationFilter, AuditFilter, EnquiryFilter, JobExpectation, Page, PageRequest, SortOrder, Store } from './store';

export type SubmissionKind = 'enquiries' | 'applications';

export interface ResumeRecord {
  fileName: string;
  contentType: string;
  size: number;
}

/** What staff add to a submission: where it stands, their notes, and when they last changed it. */
interface StaffTracking {
  notes?: Note[];
  updatedAt?: string;
}

/** The language a submission came in; none in documents from before the site spoke two (they read as DEFAULT_LOCALE). */
interface SubmissionLanguage {
  locale?: Locale;
}

export type EnquiryDocument = Omit<StoredEnquiry, 'id' | 'locale'> &
  StaffTracking &
  SubmissionLanguage & { _id: string; outbox: OutboxEntry[]; status?: EnquiryStatus };
export type ApplicationDocument = Omit<StoredApplication, 'id' | 'resume' | 'locale'> &
  StaffTracking &
  SubmissionLanguage & {
    _id: string;
    resume?: ResumeRecord;
    outbox: OutboxEntry[];
    stage?: ApplicationStage;
  };

export type SubmissionDocument = EnquiryDocument | ApplicationDocument;

/** What sets one kind of submission apart in the staff reads and writes both adapters share (`TRACKING`). */
export interface TrackedSubmissionKind<D, F, S, T> {
  /** What staff move: an enquiry's status, an application's stage. */
  field: 'status' | 'stage';
  searchQuery: (filter: F) => object;
  /** The submission as it was sent. */
  stored: (document: D) => S;
  /** The submission with what staff added. */
  tracked: (document: D) => T;
}

/** One kind of submission as an adapter's `trackedSubmissions` serves it to staff. */
export interface TrackedSubmissions<F, S, T> {
  /** Newest first, as sent. */
  list(request: PageRequest): Promise<Page<S>>;
  search(filter: F, request: PageRequest & { sort: SortOrder }): Promise<Page<T>>;
  findTracked(id: string): Promise<T | undefined>;
  /** Moves the status or stage from `from` to `to` atomically; undefined when missing or no longer at `from`. */
  move(id: string, from: string, to: string, at: Date): Promise<T | undefined>;
  addNote(id: string, note: Note): Promise<T | undefined>;
  /** Newest first. */
  findByEmail(email: string): Promise<T[]>;
}

/** The id of an enquiry or an application. */
export const newSubmissionId = (): string => randomUUID();
/** The id of an entry of the audit log. */
export const newAuditEntryId = (): string => randomUUID();

export function storedEnquiry(enquiry: ContactEnquiry, id: string, receivedAt: Date): StoredEnquiry {
  return {
    id,
    name: enquiry.name,
    email: enquiry.email,
    company: enquiry.company,
    website: enquiry.website,
    phone: enquiry.phone,
    signal: enquiry.signal,
    service: enquiry.service,
    message: enquiry.message,
    privacy: enquiry.privacy,
    locale: enquiry.locale,
    receivedAt: receivedAt.toISOString(),
  };
}

export function storedApplication(
  application: Application & { jobSlug: string; jobTitle: string },
  id: string,
  receivedAt: Date,
  resume: ResumeRecord | undefined,
): StoredApplication {
  return {
    id,
    jobSlug: application.jobSlug,
    jobTitle: application.jobTitle,
    fullName: application.fullName,
    email: application.email,
    phone: application.phone,
    coverLetter: application.coverLetter,
    resumeLink: application.resumeLink,
    portfolioLink: application.portfolioLink,
    years: application.years,
    agree: application.agree,
    locale: application.locale,
    receivedAt: receivedAt.toISOString(),
    ...(resume ? { resume } : {}),
  };
}

/** Entry ids are `<submission id>.<index>`: the id alone finds the document and the array slot. */
export function outboxEntries(submissionId: string, mails: OutgoingMail[], now: Date): OutboxEntry[] {
  return mails.map((mail, index) => ({
    id: `${submissionId}.${index}`,
    mail,
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  }));
}

export function parseOutboxEntryId(id: string): { submissionId: string; index: number } | undefined {
  const match = /^([0-9a-f-]{36})\.(\d{1,4})$/.exec(id);
  if (!match?.[1] || !match[2]) return undefined;
  return { submissionId: match[1], index: Number(match[2]) };
}

export function enquiryDocument(stored: StoredEnquiry, outbox: OutboxEntry[]): EnquiryDocument {
  const { id, ...fields } = stored;
  return { _id: id, ...fields, outbox, status: 'new', notes: [], updatedAt: stored.receivedAt };
}

export function applicationDocument(stored: StoredApplication, outbox: OutboxEntry[]): ApplicationDocument {
  const { id, ...fields } = stored;
  return { _id: id, ...fields, outbox, stage: 'applied', notes: [], updatedAt: stored.receivedAt };
}

export function enquiryFromDocument(document: EnquiryDocument): StoredEnquiry {
  const { _id, outbox: _outbox, ...fields } = document;
  return storedEnquiry({ ...fields, locale: fields.locale ?? DEFAULT_LOCALE, botcheck: '' }, _id, new Date(fields.receivedAt));
}

export function applicationFromDocument(document: ApplicationDocument): StoredApplication {
  const { _id, outbox: _outbox, resume, ...fields } = document;
  return storedApplication(
    { ...fields, locale: fields.locale ?? DEFAULT_LOCALE },
    _id,
    new Date(fields.receivedAt),
    resume && { fileName: resume.fileName, contentType: resume.contentType, size: resume.size },
  );
}

/** A stored enquiry with what staff added (documents from before the staff console read as new, without notes). */
export function trackedEnquiryFromDocument(document: EnquiryDocument): TrackedEnquiry {
  return {
    ...enquiryFromDocument(document),
    status: document.status ?? 'new',
    notes: document.notes ?? [],
    updatedAt: document.updatedAt ?? document.receivedAt,
  };
}

export function trackedApplicationFromDocument(document: ApplicationDocument): TrackedApplication {
  return {
    ...applicationFromDocument(document),
    stage: document.stage ?? 'applied',
    notes: document.notes ?? [],
    updatedAt: document.updatedAt ?? document.receivedAt,
  };
}

/** Selects a submission by id and the index of one of its outbox entries. */
export type OutboxEntryQuery = (submissionId: string, index: number) => object;

/** How an adapter updates one outbox entry where `query` still matches; the entry as updated, if it did. */
export type UpdateOutboxEntry = (
  id: string,
  query: OutboxEntryQuery,
  update: (index: number) => object,
) => Promise<OutboxEntry | undefined>;

/** The port's outbox writes, the same for both adapters given how each updates one entry atomically. */
export function outboxWrites(updateOutboxEntry: UpdateOutboxEntry): Pick<Store['outbox'], 'claim' | 'markSent' | 'markFailed'> {
  return {
    claim: (id, owner, now, leaseUntil) =>
      updateOutboxEntry(
        id,
        (submissionId, index) => claimQuery(submissionId, index, now),
        (index) => claimUpdate(index, owner, leaseUntil),
      ),
    async markSent(id, at) {
      await updateOutboxEntry(
        id,
        (submissionId) => ({ _id: submissionId }),
        (index) => markSentUpdate(index, at),
      );
    },
    async markFailed(id, owner, error, nextAttemptAt) {
      await updateOutboxEntry(
        id,
        (submissionId, index) => markFailedQuery(submissionId, index, owner),
        (index) => markFailedUpdate(index, error, nextAttemptAt),
      );
    },
  };
}

/** Unsent, due, and not held by a sender's unexpired lease. */
function isDue(entry: OutboxEntry, now: Date): boolean {
  return (
    entry.sentAt === undefined &&
    entry.nextAttemptAt.getTime() <= now.getTime() &&
    (entry.leaseUntil === undefined || entry.leaseUntil.getTime() <= now.getTime())
  );
}

/** Due entries, oldest first, from documents that have at least one. */
export function dueEntries(documents: { outbox: OutboxEntry[] }[], now: Date, limit: number): OutboxEntry[] {
  return documents
    .flatMap((document) => document.outbox)
    .filter((entry) => isDue(entry, now))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((entry) => ({ ...entry }));
}

const unleased = (prefix: string, now: Date) => [
  { [`${prefix}leaseUntil`]: { $exists: false } },
  { [`${prefix}leaseUntil`]: { $lte: now } },
];

/** The query that finds documents holding a due entry (same syntax in MongoDB and nedb). */
export const dueQuery = (now: Date) => ({
  outbox: { $elemMatch: { sentAt: { $exists: false }, nextAttemptAt: { $lte: now }, $or: unleased('', now) } },
});

/**
 * Matches the submission only while entry `index` is still due: a conditional update with it is
 * the atomic claim (one document, one write), so of two senders exactly one gets the entry.
 */
export const claimQuery = (submissionId: string, index: number, now: Date) => ({
  _id: submissionId,
  [`outbox.${index}.sentAt`]: { $exists: false },
  [`outbox.${index}.nextAttemptAt`]: { $lte: now },
  $or: unleased(`outbox.${index}.`, now),
});

export const claimUpdate = (index: number, owner: string, leaseUntil: Date) => ({
  $set: { [`outbox.${index}.leaseOwner`]: owner, [`outbox.${index}.leaseUntil`]: leaseUntil },
});

const releaseLease = (index: number) => ({ [`outbox.${index}.leaseOwner`]: true, [`outbox.${index}.leaseUntil`]: true });

export const markSentUpdate = (index: number, at: Date) => ({
  $set: { [`outbox.${index}.sentAt`]: at },
  $unset: releaseLease(index),
});

/** Only the lease's holder records a failure, so a sender that outlived its lease cannot postpone another's claim. */
export const markFailedQuery = (submissionId: string, index: number, owner: string) => ({
  _id: submissionId,
  [`outbox.${index}.leaseOwner`]: owner,
});

export const markFailedUpdate = (index: number, error: string, nextAttemptAt: Date) => ({
  $set: { [`outbox.${index}.lastError`]: error, [`outbox.${index}.nextAttemptAt`]: nextAttemptAt },
  $inc: { [`outbox.${index}.attempts`]: 1 },
  $unset: releaseLease(index),
});

/** Every submission sent with this address, whatever the letter case (erasure requests). */
export const byEmailQuery = (email: string) => ({
  email: new RegExp(`^${email.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'),
});

/** Submissions received before `cutoff` (receivedAt is an ISO 8601 UTC string, which sorts as time). */
export const receivedBeforeQuery = (cutoff: Date) => ({ receivedAt: { $lt: cutoff.toISOString() } });

/** Case-insensitive, literal: the text is escaped, so `.*` finds only a dot and a star. */
function containsText(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

const allOf = (clauses: object[]) => (clauses.length > 0 ? { $and: clauses } : {});

/** The inbox's filters (same syntax in MongoDB and nedb); receivedAt is an ISO string, which sorts as time. */
export function enquirySearchQuery(filter: EnquiryFilter): object {
  const clauses: object[] = [];
  if (filter.service) clauses.push({ service: filter.service });
  if (filter.status) clauses.push({ status: filter.status });
  if (filter.receivedFrom) clauses.push({ receivedAt: { $gte: filter.receivedFrom.toISOString() } });
  if (filter.receivedBefore) clauses.push({ receivedAt: { $lt: filter.receivedBefore.toISOString() } });
  if (filter.text) {
    const text = containsText(filter.text);
    clauses.push({ $or: ['name', 'email', 'company', 'message'].map((field) => ({ [field]: text })) });
  }
  return allOf(clauses);
}

export function applicationSearchQuery(filter: ApplicationFilter): object {
  const clauses: object[] = [];
  if (filter.jobSlug) clauses.push({ jobSlug: filter.jobSlug });
  if (filter.stage) clauses.push({ stage: filter.stage });
  if (filter.text) {
    const text = containsText(filter.text);
    clauses.push({ $or: ['fullName', 'email'].map((field) => ({ [field]: text })) });
  }
  return allOf(clauses);
}

export const SUBMISSION_SORTS = {
  newest: { receivedAt: -1, _id: 1 },
  oldest: { receivedAt: 1, _id: -1 },
} as const satisfies Record<SortOrder, object>;

/** Matches the submission only while its status (or stage) is still `from`: the update with it is the atomic move. */
export const moveQuery = (id: string, field: 'status' | 'stage', from: string) => ({ _id: id, [field]: from });
export const moveUpdate = (field: 'status' | 'stage', to: string, at: Date) => ({
  $set: { [field]: to, updatedAt: at.toISOString() },
});
export const addNoteUpdate = (note: Note) => ({ $push: { notes: note }, $set: { updatedAt: note.at } });

/** Each kind's `TrackedSubmissionKind`: staff move an enquiry's status and an application's stage. */
export const TRACKING = {
  enquiries: {
    field: 'status',
    searchQuery: enquirySearchQuery,
    stored: enquiryFromDocument,
    tracked: trackedEnquiryFromDocument,
  },
  applications: {
    field: 'stage',
    searchQuery: applicationSearchQuery,
    stored: applicationFromDocument,
    tracked: trackedApplicationFromDocument,
  },
} as const;

/**
 * The port's staff methods on submissions, the same for both adapters given how each serves
 * one kind (its `trackedSubmissions`).
 */
export function trackedSubmissionMethods(
  enquiries: TrackedSubmissions<EnquiryFilter, StoredEnquiry, TrackedEnquiry>,
  applications: TrackedSubmissions<ApplicationFilter, StoredApplication, TrackedApplication>,
): Pick<Store, 'findByEmail'> & {
  enquiries: Pick<Store['enquiries'], 'list' | 'search' | 'findTracked' | 'moveStatus' | 'addNote'>;
  applications: Pick<Store['applications'], 'list' | 'search' | 'findTracked' | 'moveStage' | 'addNote'>;
} {
  return {
    enquiries: {
      list: enquiries.list,
      search: enquiries.search,
      findTracked: enquiries.findTracked,
      moveStatus: enquiries.move,
      addNote: enquiries.addNote,
    },
    applications: {
      list: applications.list,
      search: applications.search,
      findTracked: applications.findTracked,
      moveStage: applications.move,
      addNote: applications.addNote,
    },
    async findByEmail(email) {
      const [enquiriesSent, applicationsSent] = await Promise.all([
        enquiries.findByEmail(email),
        applications.findByEmail(email),
      ]);
      return { enquiries: enquiriesSent, applications: applicationsSent };
    },
  };
}

/** Documents from before staff tracked submissions and jobs, and what they get once (at open). */
export const LEGACY_DEFAULTS = {
  enquiries: { query: { status: { $exists: false } }, update: { $set: { status: 'new' } } },
  applications: { query: { stage: { $exists: false } }, update: { $set: { stage: 'applied' } } },
  jobs: { query: { status: { $exists: false } } },
} as const;

/** A job from before jobs had a status was public: published (its slug fixed), created and changed the day it was posted. */
export function legacyJobUpdate(job: { posted_date: string }) {
  const day = `${job.posted_date}T00:00:00.000Z`;
  return { $set: { status: 'published' as JobStatus, createdAt: day, updated: day, publishedAt: day } };
}

/** The job `id` while `expected` holds (same syntax in MongoDB and nedb). */
export function jobExpectationQuery(id: string, expected: JobExpectation): object {
  return {
    id,
    ...(expected.status ? { status: { $in: [...expected.status] } } : {}),
    ...(expected.neverPublished ? { publishedAt: { $exists: false } } : {}),
  };
}

/**
 * `$set` for the fields given a value, `$unset` for those given undefined (a job's removed pay
 * range or closing date, the end of a one-time password once its owner chose their own).
 */
export function changesUpdate(changes: object): object {
  const entries = Object.entries(changes);
  const set = Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  const unset = Object.fromEntries(entries.filter(([, value]) => value === undefined).map(([key]) => [key, true]));
  return { $set: set, ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) };
}

export const JOBS_NEWEST_CREATED = { createdAt: -1, id: 1 } as const;

export function auditQuery(filter: AuditFilter): object {
  return {
    ...(filter.actorId ? { 'actor.id': filter.actorId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.targetType ? { 'target.type': filter.targetType } : {}),
    ...(filter.targetId ? { 'target.id': filter.targetId } : {}),
  };
}

export const AUDIT_NEWEST_FIRST = { at: -1, _id: 1 } as const;
export const ACCOUNTS_BY_EMAIL = { email: 1 } as const;
