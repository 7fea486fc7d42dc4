/**
 * How both adapters search, order and change submissions for staff: the same queries and updates
 * (MongoDB and nedb read the same syntax), and the port's methods built on each adapter's reads.
 */
import type { StoredApplication, StoredEnquiry } from 'contracts';
import type { Note, Scorecard, StaffRef, TrackedApplication, TrackedEnquiry } from 'contracts/staff';
import { escapeRegExp } from './documents';
import type { OutboxEntry } from './outbox-entry';
import { outboxEntries } from './outbox-records';
import type { Page, PageRequest } from './paging';
import type { ApplicationFilter, ApplicationHistoryFilter, EnquiryFilter, SortOrder, Store } from './store';
import {
  type ApplicationDocument,
  applicationFromDocument,
  type EnquiryDocument,
  type EnquiryReplyRecord,
  enquiryFromDocument,
  type SubmissionKind,
  stageHistoryOf,
  trackedApplicationFromDocument,
  trackedEnquiryFromDocument,
} from './submission-records';

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

/** Every submission sent with this address, whatever the letter case (erasure requests). */
export const byEmailQuery = (email: string) => ({
  email: new RegExp(`^${escapeRegExp(email.trim())}$`, 'i'),
});

/** Submissions received before `cutoff` (receivedAt is an ISO 8601 UTC string, which sorts as time). */
export const receivedBeforeQuery = (cutoff: Date) => ({ receivedAt: { $lt: cutoff.toISOString() } });

/** Case-insensitive, literal: the text is escaped, so `.*` finds only a dot and a star. */
function containsText(text: string): RegExp {
  return new RegExp(escapeRegExp(text), 'i');
}

const allOf = (clauses: object[]) => (clauses.length > 0 ? { $and: clauses } : {});

/** The inbox's filters (same syntax in MongoDB and nedb); receivedAt is an ISO string, which sorts as time. */
export function enquirySearchQuery(filter: EnquiryFilter): object {
  const clauses: object[] = [];
  if (filter.service) clauses.push({ service: filter.service });
  if (filter.status) clauses.push({ status: filter.status });
  if (filter.ownerId !== undefined)
    clauses.push(filter.ownerId === null ? { owner: { $exists: false } } : { 'owner.id': filter.ownerId });
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
  if (filter.source) clauses.push({ 'source.channel': filter.source });
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

/** The applications a report covers: received in the period (receivedAt sorts as time), of one job if asked. */
export const historyQuery = ({ receivedFrom, receivedBefore, jobSlug }: ApplicationHistoryFilter) => ({
  receivedAt: { $gte: receivedFrom.toISOString(), $lt: receivedBefore.toISOString() },
  ...(jobSlug ? { jobSlug } : {}),
});
/** How many applications a report reads at a time. */
export const HISTORY_BATCH = 500;

/** Matches the submission only while its status (or stage) is still `from`: the update with it is the atomic move. */
export const moveQuery = (id: string, field: 'status' | 'stage', from: string) => ({ _id: id, [field]: from });
/** An application's move also records when it entered the stage, in the same write. */
export const moveUpdate = (field: 'status' | 'stage', to: string, at: Date) => ({
  $set: { [field]: to, updatedAt: at.toISOString() },
  ...(field === 'stage' ? { $push: { stageHistory: { stage: to, at: at.toISOString() } } } : {}),
});
export const addNoteUpdate = (note: Note) => ({ $push: { notes: note }, $set: { updatedAt: note.at } });

/**
 * A scorecard is kept under its author's account id (a UUID, so a safe key), and added only while
 * that key is free: one per interviewer, atomically, in MongoDB and nedb alike.
 */
export const addScorecardQuery = (id: string, authorId: string) => ({
  _id: id,
  [`scorecards.${authorId}`]: { $exists: false },
});
export const addScorecardUpdate = (scorecard: Scorecard) => ({
  $set: { [`scorecards.${scorecard.author.id}`]: scorecard, updatedAt: scorecard.at },
});

/** The port's scorecard methods, given an adapter's conditional update (true when it wrote) and read of an application's scorecards. */
export function scorecardMethods(
  updateWhere: (query: object, update: object) => Promise<boolean>,
  findDocument: (id: string) => Promise<Pick<ApplicationDocument, 'scorecards'> | undefined>,
): Pick<Store['applications'], 'addScorecard' | 'findScorecards'> {
  const findScorecards = async (id: string) => {
    const document = await findDocument(id);
    if (!document) return undefined;
    return Object.values(document.scorecards ?? {}).sort((a, b) => a.at.localeCompare(b.at));
  };
  return {
    async addScorecard(id, scorecard) {
      if (await updateWhere(addScorecardQuery(id, scorecard.author.id), addScorecardUpdate(scorecard))) return 'added';
      return (await findDocument(id)) ? 'duplicate' : undefined;
    },
    findScorecards,
  };
}

/** Sets the owner (or removes it: nobody's enquiry has no owner field, which the unassigned filter finds). */
export const assignUpdate = (owner: StaffRef | null, at: Date) =>
  owner ? { $set: { owner, updatedAt: at.toISOString() } } : { $unset: { owner: true }, $set: { updatedAt: at.toISOString() } };

/**
 * Matches the enquiry only while its outbox still has `length` entries: the reply's mail is
 * entry `<id>.<length>`, its index in the array, so of two replies written together one waits.
 */
export const replyQuery = (id: string, length: number) => ({ _id: id, outbox: { $size: length } });
/** The reply, its mail and, when it is the first, the time that stops the first-response clock (ISO strings sort as time). */
export const replyUpdate = (reply: EnquiryReplyRecord, entry: OutboxEntry) => ({
  $push: { replies: reply, outbox: entry },
  $set: { updatedAt: reply.at },
  $min: { firstRepliedAt: reply.at },
});

/** Applications kept before stage histories were. */
const WITHOUT_STAGE_HISTORY = { stageHistory: { $exists: false } } as const;
/** What the backfill reads of each: what its history is read from. */
export const BACKFILL_PROJECTION = { _id: 1, receivedAt: 1, updatedAt: 1, stage: 1 } as const;
type BackfillDocument = Pick<ApplicationDocument, '_id' | 'receivedAt' | 'updatedAt' | 'stage'>;

/**
 * Gives each application kept before stage histories the history it reads as (applied when
 * received, its stage since its last change), once, at open: a move made after then adds to it.
 * Only where it still has none, so a move made meanwhile by another instance is kept.
 */
export async function backfillStageHistories(
  find: (query: object) => Promise<BackfillDocument[]>,
  update: (query: object, update: object) => Promise<unknown>,
): Promise<void> {
  for (const document of await find(WITHOUT_STAGE_HISTORY)) {
    await update({ _id: document._id, ...WITHOUT_STAGE_HISTORY }, { $set: { stageHistory: stageHistoryOf(document) } });
  }
}

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

/** The port's removals of submissions, the same for both adapters given how each removes what a query finds (their ids). */
export function submissionRemovals(
  remove: (kind: SubmissionKind, query: object) => Promise<string[]>,
): Pick<Store['applications'], 'deleteReceivedBefore'> & Pick<Store, 'eraseByEmail'> {
  return {
    deleteReceivedBefore: (cutoff) => remove('applications', receivedBeforeQuery(cutoff)),
    eraseByEmail: async (email) => ({
      enquiries: await remove('enquiries', byEmailQuery(email)),
      applications: await remove('applications', byEmailQuery(email)),
    }),
  };
}

/** How an adapter reads one enquiry with its outbox, and updates one where a query matches (the document as updated). */
export interface EnquiryDocuments {
  find(id: string): Promise<EnquiryDocument | undefined>;
  update(query: object, update: object): Promise<EnquiryDocument | undefined>;
}

/** How many times a reply is tried again when another mail took its outbox slot meanwhile. */
const REPLY_WRITE_TRIES = 5;

/** The port's sales writes on enquiries (owner, replies), the same for both adapters given their reads and updates. */
export function salesMethods(documents: EnquiryDocuments): Pick<Store['enquiries'], 'assign' | 'addReply'> {
  const trackedOrUndefined = (document: EnquiryDocument | undefined) =>
    document ? trackedEnquiryFromDocument({ ...document, outbox: document.outbox ?? [] }) : undefined;
  return {
    assign: async (id, owner, at) => trackedOrUndefined(await documents.update({ _id: id }, assignUpdate(owner, at))),
    async addReply(id, reply, mail) {
      for (let tries = 0; tries < REPLY_WRITE_TRIES; tries += 1) {
        const current = await documents.find(id);
        if (!current) return undefined;
        const length = current.outbox.length;
        const [entry] = outboxEntries(id, [mail], new Date(reply.at), length) as [OutboxEntry];
        const updated = await documents.update(replyQuery(id, length), replyUpdate({ ...reply, outboxEntryId: entry.id }, entry));
        if (updated) return trackedOrUndefined(updated);
      }
      throw new Error(`The reply to enquiry ${id} lost its outbox slot ${REPLY_WRITE_TRIES} times`);
    },
  };
}
