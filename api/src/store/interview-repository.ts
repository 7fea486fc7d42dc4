/**
 * The interviews repository both adapters share, over their `InterviewCollections`
 * (interview-records.ts has the rules).
 */
import { randomUUID } from 'node:crypto';
import type { InterviewSlot } from 'contracts/interview-booking';
import { INTERVIEW_STEP_MINUTES } from 'contracts/staff';
import type {
  BookingResult,
  InterviewChangeResult,
  InterviewClash,
  InterviewCollections,
  InterviewDocument,
  InterviewMails,
  InterviewRecord,
  InterviewRepository,
} from './interview-records';
import type { OutgoingMail } from './outbox-entry';
import { outboxEntries } from './outbox-records';
import { DuplicateKeyError } from './store';

const STEP_MS = INTERVIEW_STEP_MINUTES * 60_000;

/** The quarter hours a slot covers. */
export function blockStarts(slot: Pick<InterviewSlot, 'start' | 'end'>): Date[] {
  const starts: Date[] = [];
  const first = Math.floor(Date.parse(slot.start) / STEP_MS) * STEP_MS;
  for (let time = first; time < Date.parse(slot.end); time += STEP_MS) starts.push(new Date(time));
  return starts;
}

const blockId = (interviewerId: string, start: Date) => `${interviewerId}|${start.toISOString()}`;

export const interviewFromDocument = ({
  _id,
  outbox: _outbox,
  reservation: _reservation,
  ...rest
}: InterviewDocument): InterviewRecord => ({
  id: _id,
  ...rest,
});

const byCreation = (a: InterviewRecord, b: InterviewRecord) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/** Matches the document only while nobody else has changed it since it was read. */
const unchanged = (document: InterviewDocument) => ({
  _id: document._id,
  state: document.state,
  sequence: document.sequence,
  outbox: { $size: document.outbox.length },
});

const queueMails = (document: InterviewDocument, mails: OutgoingMail[], at: Date) => ({
  $push: { outbox: { $each: outboxEntries(document._id, mails, at, document.outbox.length) } },
});

const findDocument = async (collections: InterviewCollections, id: string) => (await collections.find({ _id: id }))[0];

/** Reserves every quarter hour of the slot for every interviewer, or none: false when one is held. */
async function reserve(collections: InterviewCollections, document: InterviewDocument, slot: InterviewSlot, attempt: string) {
  const blocks = document.interviewers.flatMap(({ id: interviewerId }) =>
    blockStarts(slot).map((start) => ({
      _id: blockId(interviewerId, start),
      interviewerId,
      interviewId: document._id,
      attempt,
      start,
    })),
  );
  try {
    await collections.insertBlocks(blocks);
    return true;
  } catch (error) {
    await collections.removeBlocks({ attempt });
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}

async function changeInterview(
  collections: InterviewCollections,
  id: string,
  at: Date,
  changes: Partial<InterviewRecord>,
  mails: InterviewMails,
): Promise<InterviewChangeResult> {
  const document = await findDocument(collections, id);
  if (!document) return 'missing';
  if (document.state === 'cancelled') return 'cancelled';
  const set = { ...changes, sequence: document.sequence + 1, updatedAt: at };
  const changed = { ...interviewFromDocument(document), ...set };
  if (set.state === 'open') delete changed.booked;
  const update = {
    $set: set,
    $unset: set.state === 'open' ? { booked: true, reservation: true } : { reservation: true },
    ...queueMails(document, mails(changed), at),
  };
  const updated = await collections.update(unchanged(document), update);
  if (!updated) return 'conflict';
  // Only the blocks of the booking this change ended: a new booking of the reopened interview may already hold others.
  if (document.reservation) await collections.removeBlocks({ attempt: document.reservation });
  return { changed: interviewFromDocument(updated) };
}

async function bookInterview(
  collections: InterviewCollections,
  id: string,
  slotId: string,
  at: Date,
  mails: InterviewMails,
): Promise<BookingResult> {
  const document = await findDocument(collections, id);
  if (!document) return 'missing';
  const slot = document.slots.find((candidate) => candidate.id === slotId);
  if (document.state === 'booked') return 'taken';
  if (document.state !== 'open' || document.linkExpiresAt.getTime() <= at.getTime() || !slot) return 'gone';
  const attempt = randomUUID();
  if (!(await reserve(collections, document, slot, attempt))) return 'taken';
  const booked: InterviewRecord = { ...interviewFromDocument(document), state: 'booked', booked: slot, updatedAt: at };
  const updated = await collections
    .update(
      { ...unchanged(document), linkExpiresAt: { $gt: at } },
      {
        $set: { state: 'booked', booked: slot, reservation: attempt, updatedAt: at },
        ...queueMails(document, mails(booked), at),
      },
    )
    .catch(async (error: unknown) => {
      await collections.removeBlocks({ attempt });
      throw error;
    });
  if (updated) return { booked: interviewFromDocument(updated) };
  await collections.removeBlocks({ attempt });
  return (await findDocument(collections, id))?.state === 'booked' ? 'taken' : 'gone';
}

async function findClashes(
  collections: InterviewCollections,
  interviewerIds: readonly string[],
  slots: readonly InterviewSlot[],
): Promise<InterviewClash[]> {
  const wanted = interviewerIds.flatMap((interviewerId) =>
    slots.flatMap((slot) =>
      blockStarts(slot).map((start) => ({ id: blockId(interviewerId, start), interviewerId, slotId: slot.id })),
    ),
  );
  const blocks = await collections.findBlocks({ _id: { $in: wanted.map(({ id }) => id) } });
  const holders = new Map(blocks.map(({ _id, interviewId }) => [_id, interviewId]));
  const clashes = new Map<string, InterviewClash>();
  for (const { id, interviewerId, slotId } of wanted) {
    const interviewId = holders.get(id);
    if (interviewId) clashes.set(`${interviewerId}|${slotId}`, { interviewerId, slotId, interviewId });
  }
  return [...clashes.values()];
}

export function interviewRepository(collections: InterviewCollections): InterviewRepository {
  return {
    async create({ id, ...interview }) {
      await collections.insert({ _id: id, ...interview, outbox: [] });
    },
    async findById(id) {
      const document = await findDocument(collections, id);
      return document ? interviewFromDocument(document) : undefined;
    },
    async listOfApplication(applicationId) {
      return (await collections.find({ applicationId })).map(interviewFromDocument).sort(byCreation);
    },
    clashes: (interviewerIds, slots) => findClashes(collections, interviewerIds, slots),
    book: (id, slotId, at, mails) => bookInterview(collections, id, slotId, at, mails),
    reschedule: (id, { slots, linkExpiresAt }, at, mails) =>
      changeInterview(collections, id, at, { state: 'open', slots, linkExpiresAt }, mails),
    cancel: (id, at, mails) => changeInterview(collections, id, at, { state: 'cancelled' }, mails),
    async deleteOfApplications(applicationIds) {
      if (applicationIds.length === 0) return [];
      const ids = (await collections.find({ applicationId: { $in: [...applicationIds] } })).map(({ _id }) => _id);
      if (ids.length === 0) return [];
      await collections.removeBlocks({ interviewId: { $in: ids } });
      await collections.remove({ _id: { $in: ids } });
      return ids;
    },
  };
}
