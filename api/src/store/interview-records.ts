/**
 * Interviews' part of the store port (`Store['interviews']`) and its documents. It is written
 * once (interview-repository.ts) over the few reads and writes each adapter provides
 * (`InterviewCollections`: embedded/interviews.ts, mongo/interviews.ts). An interview document carries its invites' outbox entries, so a booking
 * and its mails are one write.
 *
 * An interviewer is never booked twice at once: a booking first reserves, under a unique key, each
 * quarter hour of the slot for each interviewer (`<staff id>|<block start>`); a block another
 * booking holds refuses the reservation, in nedb and MongoDB alike, and a reservation whose
 * booking then fails is taken back.
 */
import type { InterviewSlot } from 'contracts/interview-booking';
import type { InterviewState, StaffRef } from 'contracts/staff';
import type { OutboxEntry, OutgoingMail } from './outbox-entry';

export interface InterviewRecord {
  id: string;
  applicationId: string;
  jobSlug: string;
  jobTitle: string;
  interviewers: StaffRef[];
  durationMinutes: number;
  slots: InterviewSlot[];
  state: InterviewState;
  booked?: InterviewSlot;
  linkExpiresAt: Date;
  /** The calendar event's UID and SEQUENCE: the same event for every reader, updated in place. */
  uid: string;
  sequence: number;
  proposedBy: StaffRef;
  createdAt: Date;
  updatedAt: Date;
}

export type InterviewDocument = Omit<InterviewRecord, 'id'> & {
  _id: string;
  outbox: OutboxEntry[];
  /** The booking attempt whose blocks hold the booked time. */
  reservation?: string;
};

/** A quarter hour of an interviewer's time held by a booked interview. */
export interface BusyBlockDocument {
  /** `<interviewer id>|<block start, ISO>`: unique, so two bookings cannot both hold it. */
  _id: string;
  interviewerId: string;
  interviewId: string;
  /** The booking attempt that reserved it, so a failed attempt takes back exactly its own blocks. */
  attempt: string;
  start: Date;
}

/** One proposed slot that overlaps a booked interview of one interviewer. */
export interface InterviewClash {
  interviewerId: string;
  slotId: string;
  /** The booked interview that holds the time. */
  interviewId: string;
}

/** Booked; or missing; or no longer open (cancelled, expired); or the time was taken meanwhile. */
export type BookingResult = { booked: InterviewRecord } | 'missing' | 'gone' | 'taken';
/** Changed; or missing; or cancelled already; or changed by someone else meanwhile. */
export type InterviewChangeResult = { changed: InterviewRecord } | 'missing' | 'cancelled' | 'conflict';
/** The mails a change queues, made from the interview as changed. */
export type InterviewMails = (interview: InterviewRecord) => OutgoingMail[];

export interface InterviewRepository {
  create(interview: InterviewRecord): Promise<void>;
  findById(id: string): Promise<InterviewRecord | undefined>;
  /** Oldest first. */
  listOfApplication(applicationId: string): Promise<InterviewRecord[]>;
  /** Which slots overlap a booked interview of one of the interviewers. */
  clashes(interviewerIds: readonly string[], slots: readonly InterviewSlot[]): Promise<InterviewClash[]>;
  /** Books an open, unexpired interview's slot for every interviewer at once and queues its mails, atomically. */
  book(id: string, slotId: string, at: Date, mails: InterviewMails): Promise<BookingResult>;
  /** New times: open again, the booked time freed, SEQUENCE + 1. */
  reschedule(
    id: string,
    change: { slots: InterviewSlot[]; linkExpiresAt: Date },
    at: Date,
    mails: InterviewMails,
  ): Promise<InterviewChangeResult>;
  /** Cancelled, its time freed, SEQUENCE + 1. */
  cancel(id: string, at: Date, mails: InterviewMails): Promise<InterviewChangeResult>;
  /** Deletes the interviews of these applications (an erasure, the retention period), their blocks and mails; their ids. */
  deleteOfApplications(applicationIds: readonly string[]): Promise<string[]>;
}

/** What an adapter provides: queries and updates in the syntax nedb and MongoDB share. */
export interface InterviewCollections {
  insert(document: InterviewDocument): Promise<void>;
  find(query: object): Promise<InterviewDocument[]>;
  /** Updates one document where `query` matches; the document as updated, or undefined. */
  update(query: object, update: object): Promise<InterviewDocument | undefined>;
  remove(query: object): Promise<void>;
  /** All or none, as far as the caller can tell: a DuplicateKeyError when a block is held (then `removeBlocks` by attempt). */
  insertBlocks(blocks: BusyBlockDocument[]): Promise<void>;
  findBlocks(query: object): Promise<BusyBlockDocument[]>;
  removeBlocks(query: object): Promise<void>;
}
