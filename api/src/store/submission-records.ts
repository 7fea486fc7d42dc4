/**
 * What both adapters store of submissions, built the same way: enquiries and applications, each
 * document carrying its outbox entries (./outbox-records) and what staff added.
 */
import { randomUUID } from 'node:crypto';
import {
  type Application,
  type ApplicationChannel,
  type ApplicationSource,
  applicationSourceOf,
  type ContactEnquiry,
  DEFAULT_LOCALE,
  type Locale,
  type StoredApplication,
  type StoredEnquiry,
} from 'contracts';
import {
  type ApplicationStage,
  type ApplicationStageEntry,
  type EnquiryReply,
  type EnquiryStatus,
  firstResponseDue,
  type Note,
  type Scorecard,
  type SentMailKind,
  type StaffRef,
  type TrackedApplication,
  type TrackedEnquiry,
} from 'contracts/staff';
import type { OutboxEntry } from './outbox-entry';

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

/** A reply as stored: its mail is the outbox entry `outboxEntryId` of the same document. */
export interface EnquiryReplyRecord {
  id: string;
  at: string;
  author: StaffRef;
  text: string;
  outboxEntryId: string;
}

/** A message to a candidate as stored: its mail is the outbox entry `outboxEntryId` of the same document. */
export interface CandidateMailRecord {
  id: string;
  kind: SentMailKind;
  locale: Locale;
  subject: string;
  text: string;
  author: StaffRef;
  at: string;
  /** When its mail is due (later than `at` for a mail that waits, such as a rejection). */
  sendAt: string;
  outboxEntryId: string;
}

/** What sales add to an enquiry: its owner and replies, and when the first reply went. */
interface SalesTracking {
  owner?: StaffRef;
  replies?: EnquiryReplyRecord[];
  firstRepliedAt?: string;
}

export type EnquiryDocument = Omit<StoredEnquiry, 'id' | 'locale'> &
  StaffTracking &
  SalesTracking &
  SubmissionLanguage & { _id: string; outbox: OutboxEntry[]; status?: EnquiryStatus };
export type ApplicationDocument = Omit<StoredApplication, 'id' | 'resume' | 'locale'> &
  StaffTracking &
  SubmissionLanguage & {
    _id: string;
    resume?: ResumeRecord;
    outbox: OutboxEntry[];
    stage?: ApplicationStage;
    /** Each interviewer's scorecard under their account's id: one each. */
    scorecards?: Record<string, Scorecard>;
    /** The mails recruiters sent the candidate from the console, oldest first. */
    candidateMails?: CandidateMailRecord[];
    /** When it entered each stage, oldest first, written with each move; none in documents from before it was kept. */
    stageHistory?: ApplicationStageEntry[];
  };

export type SubmissionDocument = EnquiryDocument | ApplicationDocument;

/** The id of an enquiry or an application. */
export const newSubmissionId = (): string => randomUUID();

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

type ApplicationWithJob = Application & { jobSlug: string; jobTitle: string };

/** An application as received: its source decided once, from what it was sent with. */
export function storedApplication(
  application: ApplicationWithJob,
  id: string,
  receivedAt: Date,
  resume: ResumeRecord | undefined,
): StoredApplication {
  return applicationRecord(application, id, receivedAt, resume, applicationSourceOf(application));
}

function applicationRecord(
  application: ApplicationWithJob,
  id: string,
  receivedAt: Date,
  resume: ResumeRecord | undefined,
  source: ApplicationSource | undefined,
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
    ...(source ? { source } : {}),
  };
}
export function enquiryDocument(stored: StoredEnquiry, outbox: OutboxEntry[]): EnquiryDocument {
  const { id, ...fields } = stored;
  return { _id: id, ...fields, outbox, status: 'new', notes: [], updatedAt: stored.receivedAt };
}

export function applicationDocument(stored: StoredApplication, outbox: OutboxEntry[]): ApplicationDocument {
  const { id, ...fields } = stored;
  const stageHistory = [{ stage: 'applied' as const, at: stored.receivedAt }];
  return { _id: id, ...fields, outbox, stage: 'applied', notes: [], updatedAt: stored.receivedAt, stageHistory };
}

export function enquiryFromDocument(document: EnquiryDocument): StoredEnquiry {
  const { _id, outbox: _outbox, ...fields } = document;
  return storedEnquiry({ ...fields, locale: fields.locale ?? DEFAULT_LOCALE, botcheck: '' }, _id, new Date(fields.receivedAt));
}

export function applicationFromDocument(document: ApplicationDocument): StoredApplication {
  const { _id, outbox: _outbox, resume, source, ...fields } = document;
  return applicationRecord(
    { ...fields, locale: fields.locale ?? DEFAULT_LOCALE },
    _id,
    new Date(fields.receivedAt),
    resume && { fileName: resume.fileName, contentType: resume.contentType, size: resume.size },
    source && { ...applicationSourceOf(source), channel: source.channel },
  );
}

/**
 * A stored enquiry with what staff added (documents from before the staff console read as new,
 * without notes, owner or replies). A reply's delivery comes from its outbox entry, when the
 * document was read with its outbox; otherwise it reads as queued.
 */
export function trackedEnquiryFromDocument(document: EnquiryDocument): TrackedEnquiry {
  return {
    ...enquiryFromDocument(document),
    status: document.status ?? 'new',
    notes: document.notes ?? [],
    updatedAt: document.updatedAt ?? document.receivedAt,
    owner: document.owner ?? null,
    firstResponseDueAt: firstResponseDue(document.receivedAt, document.service),
    firstRepliedAt: document.firstRepliedAt ?? null,
    replies: (document.replies ?? []).map((reply) => replyWithDelivery(reply, document.outbox)),
  };
}

function replyWithDelivery({ outboxEntryId, ...reply }: EnquiryReplyRecord, outbox: readonly OutboxEntry[]): EnquiryReply {
  const entry = outbox.find((candidate) => candidate.id === outboxEntryId);
  if (entry?.sentAt) return { ...reply, delivery: { state: 'sent', attempts: entry.attempts + 1, sentAt: iso(entry.sentAt) } };
  return { ...reply, delivery: { state: entry && entry.attempts > 0 ? 'retrying' : 'queued', attempts: entry?.attempts ?? 0 } };
}

/** nedb gives dates back as Date, MongoDB too; a string is taken as it is. */
const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

export function trackedApplicationFromDocument(document: ApplicationDocument): TrackedApplication {
  return {
    ...applicationFromDocument(document),
    stage: document.stage ?? 'applied',
    notes: document.notes ?? [],
    updatedAt: document.updatedAt ?? document.receivedAt,
  };
}
/** What a report reads of an application: where it came from, and when it entered each stage. */
export interface ApplicationHistory {
  id: string;
  jobSlug: string;
  jobTitle: string;
  receivedAt: string;
  stage: ApplicationStage;
  /** None for applications from before sources were recorded. */
  channel?: ApplicationChannel;
  stageHistory: ApplicationStageEntry[];
}

/** The fields of an application document a report reads. */
export const HISTORY_FIELDS = [
  '_id',
  'jobSlug',
  'jobTitle',
  'receivedAt',
  'updatedAt',
  'stage',
  'source',
  'stageHistory',
] as const;
type HistoryDocument = Pick<ApplicationDocument, (typeof HISTORY_FIELDS)[number]>;

/**
 * When the application entered each stage. A document from before this was kept reads as having
 * entered `applied` when received and its current stage when last changed; one moved since (its
 * history not starting at `applied`) has `applied` at receipt before the moves it kept.
 */
export function stageHistoryOf(
  document: Omit<HistoryDocument, '_id' | 'jobSlug' | 'jobTitle' | 'source'>,
): ApplicationStageEntry[] {
  const applied: ApplicationStageEntry = { stage: 'applied', at: document.receivedAt };
  const recorded = document.stageHistory;
  if (recorded && recorded.length > 0) return recorded[0]?.stage === 'applied' ? recorded : [applied, ...recorded];
  const stage = document.stage ?? 'applied';
  return stage === 'applied' ? [applied] : [applied, { stage, at: document.updatedAt ?? document.receivedAt }];
}

export function applicationHistoryFromDocument(document: HistoryDocument): ApplicationHistory {
  return {
    id: document._id,
    jobSlug: document.jobSlug,
    jobTitle: document.jobTitle,
    receivedAt: document.receivedAt,
    stage: document.stage ?? 'applied',
    ...(document.source ? { channel: document.source.channel } : {}),
    stageHistory: stageHistoryOf(document),
  };
}

/** Submissions from before staff tracked them, and what they get once (at open). */
export const LEGACY_SUBMISSION_DEFAULTS = {
  enquiries: { query: { status: { $exists: false } }, update: { $set: { status: 'new' } } },
  applications: { query: { stage: { $exists: false } }, update: { $set: { stage: 'applied' } } },
} as const;
