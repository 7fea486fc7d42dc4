/**
 * The store port. Two adapters implement it: `mongo/` (MongoDB, resumes in GridFS) and
 * `embedded/` (@seald-io/nedb files and resume files under DATA_DIR). Routes and the mail
 * worker only ever talk to this interface; `store.contract.ts` is the suite both must pass.
 */
import type { Readable } from 'node:stream';
import type { Application, ContactEnquiry, Job, Location, Service, StoredApplication, StoredEnquiry } from 'contracts';
import type { OutboxEntry, OutgoingMail } from '../mail/mail';

export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

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
  jobs: {
    /** Newest first (posted_date, then slug). */
    list(): Promise<Job[]>;
    findBySlug(slug: string): Promise<Job | undefined>;
    upsertMany(jobs: Job[]): Promise<void>;
  };
  enquiries: {
    /** Stores the enquiry and queues its mails; resolves only once both are durable. */
    create(enquiry: ContactEnquiry, mails: (stored: StoredEnquiry) => OutgoingMail[]): Promise<StoredEnquiry>;
    /** Newest first. */
    list(request: PageRequest): Promise<Page<StoredEnquiry>>;
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
  };
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
    /** Takes back one that `increment` added (a reserved attempt that turned out fine); atomic. */
    decrement(key: string, now: Date): Promise<void>;
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
}
