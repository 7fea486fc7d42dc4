/**
 * The store port. Two adapters implement it: `mongo/` (MongoDB, resumes and story photos in
 * GridFS) and `embedded/` (@seald-io/nedb files, resume and photo files under DATA_DIR). Routes and the mail
 * worker only ever talk to this interface; `store.contract.ts` is the suite both must pass.
 */
import type { Readable } from 'node:stream';
import type {
  Application,
  ApplicationChannel,
  ContactEnquiry,
  Location,
  Service,
  StoredApplication,
  StoredEnquiry,
} from 'contracts';
import type {
  ApplicationStage,
  AuditAction,
  AuditEntry,
  AuditTargetType,
  CandidateMail,
  CandidateMailKind,
  CandidateMailTemplateInput,
  EnquiryStatus,
  JobStatus,
  Note,
  Scorecard,
  StaffAccount,
  StaffJob,
  StaffRef,
  TrackedApplication,
  TrackedEnquiry,
} from 'contracts/staff';
import type { InterviewRepository } from './interview-records';
import type { NewsletterRepository } from './newsletter';
import type { OutboxEntry, OutgoingMail } from './outbox-entry';
import type { Page, PageRequest } from './paging';
import type { ReleaseRepository } from './releases';
import type { RumRepository } from './rum';
import type { StoryPhotoRepository, StoryRepository } from './stories';
import type { ApplicationHistory, CandidateMailRecord, EnquiryReplyRecord } from './submission-records';

export type { Page, PageRequest } from './paging';

/** A resume as received: bytes already checked by content, with the name the candidate gave. */
export interface ResumeUpload {
  fileName: string;
  contentType: string;
  /** The bytes, streamed from the request into storage. */
  stream: Readable;
}

export interface StoredResume {
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/** A reply to store: its mail's outbox entry is the store's to number. */
export type NewEnquiryReply = Omit<EnquiryReplyRecord, 'outboxEntryId'>;

/** A message to a candidate to store: its outbox entry is the store's to number. */
export type NewCandidateMail = Omit<CandidateMailRecord, 'outboxEntryId'>;

/** How cancelling a message ended: cancelled (now or before), or too late: its mail is sent or being sent. */
export type CancelOutcome = 'cancelled' | 'sent' | 'sending';

/** An admin's wording of one kind of candidate mail, replacing the default. */
export interface StoredCandidateMailTemplate extends CandidateMailTemplateInput {
  kind: CandidateMailKind;
  updatedAt: string;
  updatedBy: StaffRef;
}

/** Newest first or oldest first; ties broken by id, so pages never overlap or skip. */
export type SortOrder = 'newest' | 'oldest';

export interface EnquiryFilter {
  service?: string;
  status?: EnquiryStatus;
  /** Received at or after. */
  receivedFrom?: Date;
  /** Received strictly before. */
  receivedBefore?: Date;
  /** Found (any letter case, literally) in the name, e-mail, company or message. */
  text?: string;
  /** Owned by this staff account; null: owned by nobody. */
  ownerId?: string | null;
}

export interface ApplicationFilter {
  jobSlug?: string;
  stage?: ApplicationStage;
  /** The channel it came through (applications from before sources were recorded have none). */
  source?: ApplicationChannel;
  /** Found (any letter case, literally) in the name or e-mail. */
  text?: string;
}

/** The applications a report reads: received in `[receivedFrom, receivedBefore)`, of one job if asked. */
export interface ApplicationHistoryFilter {
  receivedFrom: Date;
  receivedBefore: Date;
  jobSlug?: string;
}

export interface AuditFilter {
  actorId?: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
}

/** A staff account as stored: the password only as its argon2id hash, the e-mail lower-cased. */
export type StaffAccountRecord = StaffAccount & { passwordHash: string };
export type StaffAccountChanges = Partial<
  Pick<StaffAccountRecord, 'name' | 'role' | 'disabled' | 'passwordHash' | 'mustChangePassword' | 'oneTimePasswordExpiresAt'>
>;

export interface StaffSessionRecord {
  /** A SHA-256 of the cookie's token: what the store holds cannot be used as a cookie. */
  id: string;
  accountId: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The end, whatever happens; MongoDB removes the record then. */
  expiresAt: Date;
  revokedAt?: Date;
}

/** Which jobs an update may change: in one of these statuses, and (for a new slug) never published. */
export interface JobExpectation {
  status?: readonly JobStatus[];
  neverPublished?: boolean;
}

/** A write refused because it would repeat a unique key (a job's slug or id, an account's e-mail). */
export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
}

/** A count within a fixed window: how many so far, and when the window ends. */
export interface WindowCount {
  count: number;
  resetAt: Date;
}

export interface Store {
  /** Reachable and answering (for /api/ready). */
  ping(): Promise<boolean>;
  close(): Promise<void>;

  locations: {
    list(): Promise<Location[]>;
    upsertMany(locations: Location[]): Promise<void>;
  };
  services: {
    list(): Promise<Service[]>;
    upsertMany(services: Service[]): Promise<void>;
  };
  /** Jobs are data: the seed writes them into an empty store once; staff create and change them after. */
  jobs: {
    /** Every job, drafts included, newest first (posted_date, then slug); public routes choose what to show. */
    list(): Promise<StaffJob[]>;
    /** Staff's list: most recently created first (then id), optionally of one status. */
    page(filter: { status?: JobStatus }, request: PageRequest): Promise<Page<StaffJob>>;
    findBySlug(slug: string): Promise<StaffJob | undefined>;
    findById(id: string): Promise<StaffJob | undefined>;
    count(): Promise<number>;
    /** Adds a job; a DuplicateKeyError when its slug or id is taken. */
    create(job: StaffJob): Promise<void>;
    /**
     * Changes a job where `expected` still holds, in one atomic write (undefined fields are
     * removed); the job as changed, or undefined when it is missing or no longer as expected.
     * A DuplicateKeyError when the new slug is taken.
     */
    update(id: string, expected: JobExpectation, changes: Partial<StaffJob>): Promise<StaffJob | undefined>;
  };
  enquiries: {
    /** Stores the enquiry and queues its mails; resolves only once both are durable. */
    create(enquiry: ContactEnquiry, mails: (stored: StoredEnquiry) => OutgoingMail[]): Promise<StoredEnquiry>;
    /** Newest first. */
    list(request: PageRequest): Promise<Page<StoredEnquiry>>;
    /** Staff's inbox: filtered, in the order asked, with status and notes. */
    search(filter: EnquiryFilter, request: PageRequest & { sort: SortOrder }): Promise<Page<TrackedEnquiry>>;
    findTracked(id: string): Promise<TrackedEnquiry | undefined>;
    /** Moves the status from `from` to `to` atomically; undefined when missing or no longer at `from`. */
    moveStatus(id: string, from: EnquiryStatus, to: EnquiryStatus, at: Date): Promise<TrackedEnquiry | undefined>;
    addNote(id: string, note: Note): Promise<TrackedEnquiry | undefined>;
    /** Sets who owns it (null: nobody); undefined when missing. */
    assign(id: string, owner: StaffRef | null, at: Date): Promise<TrackedEnquiry | undefined>;
    /**
     * Keeps the reply and queues its mail in one write (the first reply also stops the
     * first-response clock); undefined when missing.
     */
    addReply(id: string, reply: NewEnquiryReply, mail: OutgoingMail): Promise<TrackedEnquiry | undefined>;
  };
  applications: {
    /** Stores the application (and the resume, if any) and queues its mails; durable on resolve. */
    create(
      application: Application & { jobSlug: string; jobTitle: string },
      resume: ResumeUpload | undefined,
      mails: (stored: StoredApplication) => OutgoingMail[],
    ): Promise<StoredApplication>;
    /** Newest first. */
    list(request: PageRequest): Promise<Page<StoredApplication>>;
    findById(id: string): Promise<StoredApplication | undefined>;
    /** The resume's original bytes, or undefined when the application has none. */
    openResume(id: string): Promise<StoredResume | undefined>;
    /** Deletes applications received before `cutoff`, resumes included (the retention period); their ids. */
    deleteReceivedBefore(cutoff: Date): Promise<string[]>;
    /** Staff's view: filtered (by job, stage, text), in the order asked, with stage and notes. */
    search(filter: ApplicationFilter, request: PageRequest & { sort: SortOrder }): Promise<Page<TrackedApplication>>;
    findTracked(id: string): Promise<TrackedApplication | undefined>;
    /**
     * Hands `visit` each application the filter finds, oldest first, read in batches (never all
     * documents at once): where it came from and when it entered each stage. Resolves once all are visited.
     */
    visitHistories(filter: ApplicationHistoryFilter, visit: (history: ApplicationHistory) => void): Promise<void>;
    /** Moves the stage from `from` to `to` atomically, recording when it entered it; undefined when missing or no longer at `from`. */
    moveStage(id: string, from: ApplicationStage, to: ApplicationStage, at: Date): Promise<TrackedApplication | undefined>;
    addNote(id: string, note: Note): Promise<TrackedApplication | undefined>;
    /** Adds an interviewer's scorecard; 'duplicate' when they have one on it already, undefined when the application is missing. */
    addScorecard(id: string, scorecard: Scorecard): Promise<'added' | 'duplicate' | undefined>;
    /** The application's scorecards, oldest first; undefined when the application is missing. */
    findScorecards(id: string): Promise<Scorecard[] | undefined>;
    /** Keeps a message to the candidate and queues its mail (due at its `sendAt`) in one write; undefined when missing. */
    addCandidateMail(id: string, message: NewCandidateMail, mail: OutgoingMail): Promise<CandidateMail | undefined>;
    /** The messages sent to the candidate, oldest first, with their delivery; undefined when the application is missing. */
    findCandidateMails(id: string): Promise<CandidateMail[] | undefined>;
    /**
     * Withdraws a message's mail unless it is sent or a sender holds it (atomically with the
     * outbox's claim: a cancelled mail is never sent); undefined when the application or message is missing.
     */
    cancelCandidateMail(id: string, mailId: string, at: Date): Promise<CancelOutcome | undefined>;
  };
  /** The wording admins gave each kind of candidate mail; a kind with none uses its default. */
  candidateMailTemplates: {
    list(): Promise<StoredCandidateMailTemplate[]>;
    /** Replaces the kind's wording. */
    save(template: StoredCandidateMailTemplate): Promise<void>;
    /** Forgets the kind's wording (back to the default). */
    remove(kind: CandidateMailKind): Promise<void>;
  };
  /** Everything one person sent with this address (any letter case), for a subject access request. */
  findByEmail(email: string): Promise<{ enquiries: TrackedEnquiry[]; applications: TrackedApplication[] }>;
  /**
   * Deletes everything one person sent with this address (any letter case): enquiries,
   * applications and their resumes, queued mails with them, gone from the files too.
   */
  eraseByEmail(email: string): Promise<{ enquiries: string[]; applications: string[] }>;
  /**
   * Counters in fixed windows, for rate limits and the per-recipient confirmation limit. Shared
   * by every instance using the store (MongoDB); the embedded store keeps them in memory.
   */
  counters: {
    /** Adds one to `key` in its current window, or starts a new window of `windowMs` at 1; atomic. */
    increment(key: string, windowMs: number, now: Date): Promise<WindowCount>;
    /** The current window's count without adding one; undefined when no window is running. */
    peek(key: string, now: Date): Promise<WindowCount | undefined>;
    /** Takes one back from a running window (never below 0); nothing when no window is running. Atomic. */
    decrement(key: string, now: Date): Promise<void>;
    /** Ends every window whose key starts with `prefix`. */
    clear(prefix: string): Promise<void>;
  };
  staffAccounts: {
    /** A DuplicateKeyError when the e-mail is taken. */
    create(account: StaffAccountRecord): Promise<void>;
    findById(id: string): Promise<StaffAccountRecord | undefined>;
    /** By the lower-cased e-mail. */
    findByEmail(email: string): Promise<StaffAccountRecord | undefined>;
    /** By e-mail (unique, so a stable order). */
    list(request: PageRequest): Promise<Page<StaffAccountRecord>>;
    update(id: string, changes: StaffAccountChanges, at: Date): Promise<StaffAccountRecord | undefined>;
  };
  staffSessions: {
    create(session: StaffSessionRecord): Promise<void>;
    findById(id: string): Promise<StaffSessionRecord | undefined>;
    /** Records activity (the idle timeout counts from it); a revoked session stays revoked. */
    touch(id: string, at: Date): Promise<void>;
    revoke(id: string, at: Date): Promise<void>;
    /** Revokes every live session of an account (password changed or reset, account disabled); how many. */
    revokeAllOf(accountId: string, at: Date): Promise<number>;
    /** Removes sessions past their expiry; how many. */
    deleteEnded(now: Date): Promise<number>;
  };
  auditLog: {
    record(entry: Omit<AuditEntry, 'id'>): Promise<AuditEntry>;
    /** Newest first (then id). */
    list(filter: AuditFilter, request: PageRequest): Promise<Page<AuditEntry>>;
    /** Sets an entry's target and details (a migration of how it names someone); nothing else changes. */
    rewrite(id: string, changes: Pick<AuditEntry, 'target' | 'details'>): Promise<void>;
  };
  outbox: {
    /** Unsent entries whose next attempt is due and that no sender holds, oldest first. */
    due(now: Date, limit: number): Promise<OutboxEntry[]>;
    /**
     * Takes a due entry for `owner` until `leaseUntil`, atomically: of several senders exactly one
     * gets it. Undefined when it is no longer due (sent, or held by another's unexpired lease).
     */
    claim(id: string, owner: string, now: Date, leaseUntil: Date): Promise<OutboxEntry | undefined>;
    /** Records the mail as sent (whoever holds it) and releases the lease. */
    markSent(id: string, at: Date): Promise<void>;
    /** Reschedules the entry, if `owner` still holds it, and releases the lease. */
    markFailed(id: string, owner: string, error: string, nextAttemptAt: Date): Promise<void>;
  };
  /** The newsletter's subscriptions (./newsletter.ts). */
  newsletter: NewsletterRepository;
  /** News stories, both languages each (./stories.ts). */
  stories: StoryRepository;
  /** The stories' uploaded photos, by the hash of their bytes (./stories.ts). */
  storyPhotos: StoryPhotoRepository;
  /** Interviews of applications, with the interviewers' booked time (./interview-repository.ts). */
  interviews: InterviewRepository;
  /** The release registry of the remotes (./releases.ts). */
  releases: ReleaseRepository;
  /** Real-user monitoring: raw beacons and daily aggregates (./rum.ts). */
  rum: RumRepository;
}
