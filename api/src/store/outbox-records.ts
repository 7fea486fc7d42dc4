/**
 * The outbox both adapters keep: a submission document carries its outbox entries, so the
 * submission and its mails are written in one document write (atomic in MongoDB without
 * transactions, one appended line in nedb).
 */
import type { OutboxEntry, OutgoingMail } from './outbox-entry';
import type { Store } from './store';

/**
 * Entry ids are `<submission id>.<index>`: the id alone finds the document and the array slot
 * (`firstIndex` for mails queued after the submission's own, such as a reply).
 */
export function outboxEntries(
  submissionId: string,
  mails: OutgoingMail[],
  now: Date,
  firstIndex = 0,
  sendAt: Date = now,
): OutboxEntry[] {
  return mails.map((mail, index) => ({
    id: `${submissionId}.${firstIndex + index}`,
    mail,
    attempts: 0,
    nextAttemptAt: sendAt,
    createdAt: now,
  }));
}

export function parseOutboxEntryId(id: string): { submissionId: string; index: number } | undefined {
  const match = /^([0-9a-f-]{36})\.(\d{1,4})$/.exec(id);
  if (!match?.[1] || !match[2]) return undefined;
  return { submissionId: match[1], index: Number(match[2]) };
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

/** Unsent, not cancelled, due, and not held by a sender's unexpired lease. */
function isDue(entry: OutboxEntry, now: Date): boolean {
  return (
    entry.sentAt === undefined &&
    entry.cancelledAt === undefined &&
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
  outbox: {
    $elemMatch: {
      sentAt: { $exists: false },
      cancelledAt: { $exists: false },
      nextAttemptAt: { $lte: now },
      $or: unleased('', now),
    },
  },
});

/**
 * Matches the submission only while entry `index` is still due: a conditional update with it is
 * the atomic claim (one document, one write), so of two senders exactly one gets the entry, and a
 * cancelled entry is never taken.
 */
export const claimQuery = (submissionId: string, index: number, now: Date) => ({
  _id: submissionId,
  [`outbox.${index}.sentAt`]: { $exists: false },
  [`outbox.${index}.cancelledAt`]: { $exists: false },
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

/**
 * Matches the submission only while entry `index` is unsent, not cancelled and held by no
 * sender's unexpired lease: cancelling with it and claiming with `claimQuery` are single-document
 * conditional updates on the same fields, so of a cancellation and a sender exactly one wins.
 */
export const cancelQuery = (submissionId: string, index: number, now: Date) => ({
  _id: submissionId,
  [`outbox.${index}.sentAt`]: { $exists: false },
  [`outbox.${index}.cancelledAt`]: { $exists: false },
  $or: unleased(`outbox.${index}.`, now),
});

export const cancelUpdate = (index: number, at: Date) => ({ $set: { [`outbox.${index}.cancelledAt`]: at } });
