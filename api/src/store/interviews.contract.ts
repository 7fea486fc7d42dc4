/** The behaviour of `Store['interviews']` every adapter must have (registered by `storeContract`). */
import type { InterviewSlot } from 'contracts/interview-booking';
import { type ContractOptions, MINUTE_MS, mailTo, repositoryContract, START, type StoreUnderTest } from './contract-support';
import type { InterviewRecord } from './interview-records';

const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const sam = { id: 'staff-sam', email: 'sam@company.example', name: 'Sam Lee' };
const rana = { id: 'staff-rana', email: 'rana@company.example', name: 'Rana Haddad' };

/** A slot `hours` after START, an hour long. */
function slot(id: string, hours: number, minutes = 60): InterviewSlot {
  const start = new Date(START.getTime() + hours * HOUR_MS);
  return { id, start: start.toISOString(), end: new Date(start.getTime() + minutes * MINUTE_MS).toISOString() };
}

function interview(id: string, overrides: Partial<InterviewRecord> = {}): InterviewRecord {
  return {
    id,
    applicationId: 'application-1',
    jobSlug: 'senior-cybersecurity-analyst',
    jobTitle: 'Senior Cybersecurity Analyst',
    interviewers: [sam],
    durationMinutes: 60,
    slots: [slot('a', 48), slot('b', 72)],
    state: 'open',
    linkExpiresAt: new Date(START.getTime() + 14 * DAY_MS),
    uid: `${id}@company.example`,
    sequence: 0,
    proposedBy: rana,
    createdAt: START,
    updatedAt: START,
    ...overrides,
  };
}

/** Interview ids are UUIDs: their outbox entries are named after them. */
const I1 = '00000000-0000-4000-8000-000000000001';
const I2 = '00000000-0000-4000-8000-000000000002';
const I3 = '00000000-0000-4000-8000-000000000003';

const invites = (record: InterviewRecord) => [mailTo(`candidate-${record.id}@example.com`), mailTo(sam.email)];

export function interviewsContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions): void {
  repositoryContract(`${adapter} store contract: interviews`, open, options, (subject) => {
    it('keeps an interview and lists those of an application, oldest first', async () => {
      await subject.store.interviews.create(interview(I2, { createdAt: new Date(START.getTime() + MINUTE_MS) }));
      await subject.store.interviews.create(interview(I1));
      await subject.store.interviews.create(interview(I3, { applicationId: 'application-2' }));
      expect((await subject.store.interviews.listOfApplication('application-1')).map(({ id }) => id)).toEqual([I1, I2]);
      await expect(subject.store.interviews.findById(I1)).resolves.toEqual(interview(I1));
      await expect(subject.store.interviews.findById('nope')).resolves.toBeUndefined();
    });

    it('books a slot and queues its invites in the same write', async () => {
      await subject.store.interviews.create(interview(I1));
      const result = await subject.store.interviews.book(I1, 'b', START, invites);
      expect(result).toEqual({ booked: expect.objectContaining({ state: 'booked', booked: slot('b', 72), sequence: 0 }) });
      const due = await subject.store.outbox.due(START, 10);
      expect(due.map(({ mail }) => mail.to).sort()).toEqual([`candidate-${I1}@example.com`, sam.email]);
      const claimed = await subject.store.outbox.claim(due[0]?.id ?? '', 'sender', START, new Date(START.getTime() + MINUTE_MS));
      expect(claimed?.leaseOwner).toBe('sender');
    });

    it('books once when two bookings of one interview arrive at once', async () => {
      await subject.store.interviews.create(interview(I1));
      const results = await Promise.all([
        subject.store.interviews.book(I1, 'a', START, invites),
        subject.store.interviews.book(I1, 'a', START, invites),
        subject.store.interviews.book(I1, 'b', START, invites),
      ]);
      expect(results.filter((result) => typeof result === 'object')).toHaveLength(1);
      expect(results.filter((result) => result === 'taken')).toHaveLength(2);
      expect(await subject.store.outbox.due(START, 10)).toHaveLength(2);
    });

    it('never books an interviewer twice at once, and says which slot clashes', async () => {
      await subject.store.interviews.create(interview(I1));
      await subject.store.interviews.create(
        interview(I2, { applicationId: 'application-2', interviewers: [rana, sam], slots: [slot('c', 48.5, 30)] }),
      );
      await subject.store.interviews.book(I1, 'a', START, invites);
      await expect(subject.store.interviews.book(I2, 'c', START, invites)).resolves.toBe('taken');
      await expect(subject.store.interviews.clashes([rana.id, sam.id], [slot('x', 47.75, 30), slot('y', 49)])).resolves.toEqual([
        { interviewerId: sam.id, slotId: 'x', interviewId: I1 },
      ]);
      // Rana is free: her time was taken back with the refused booking.
      await expect(subject.store.interviews.clashes([rana.id], [slot('c', 48.5, 30)])).resolves.toEqual([]);
    });

    it('frees the time when an interview is cancelled, and sends its mails', async () => {
      await subject.store.interviews.create(interview(I1));
      await subject.store.interviews.create(interview(I2, { slots: [slot('c', 48)] }));
      await subject.store.interviews.book(I1, 'a', START, invites);
      const result = await subject.store.interviews.cancel(I1, START, invites);
      expect(result).toEqual({ changed: expect.objectContaining({ state: 'cancelled', sequence: 1 }) });
      await expect(subject.store.interviews.cancel(I1, START, invites)).resolves.toBe('cancelled');
      await expect(subject.store.interviews.book(I1, 'a', START, invites)).resolves.toBe('gone');
      await expect(subject.store.interviews.book(I2, 'c', START, invites)).resolves.toEqual({ booked: expect.anything() });
      expect(await subject.store.outbox.due(START, 10)).toHaveLength(6);
    });

    it('opens a booked interview again with new times and the next SEQUENCE, its old time freed', async () => {
      await subject.store.interviews.create(interview(I1));
      await subject.store.interviews.book(I1, 'a', START, invites);
      const later = new Date(START.getTime() + 30 * DAY_MS);
      const result = await subject.store.interviews.reschedule(
        I1,
        { slots: [slot('d', 96)], linkExpiresAt: later },
        START,
        () => [],
      );
      if (typeof result !== 'object') throw new Error(`not rescheduled: ${result}`);
      expect(result.changed).toEqual({ ...interview(I1), slots: [slot('d', 96)], linkExpiresAt: later, sequence: 1 });
      await expect(subject.store.interviews.clashes([sam.id], [slot('a', 48)])).resolves.toEqual([]);
      await expect(subject.store.interviews.book(I1, 'd', START, invites)).resolves.toEqual({
        booked: expect.objectContaining({ sequence: 1, booked: slot('d', 96) }),
      });
    });

    it('refuses a booking once the link has expired, or of a slot it does not offer', async () => {
      await subject.store.interviews.create(interview(I1, { linkExpiresAt: START }));
      await subject.store.interviews.create(interview(I2));
      await expect(subject.store.interviews.book(I1, 'a', START, invites)).resolves.toBe('gone');
      await expect(subject.store.interviews.book(I2, 'zz', START, invites)).resolves.toBe('gone');
      await expect(subject.store.interviews.book('nope', 'a', START, invites)).resolves.toBe('missing');
    });

    it('deletes the interviews of erased applications with their time and mails', async () => {
      await subject.store.interviews.create(interview(I1));
      await subject.store.interviews.create(interview(I2, { applicationId: 'application-2', slots: [slot('c', 24)] }));
      await subject.store.interviews.book(I1, 'a', START, invites);
      await expect(subject.store.interviews.deleteOfApplications(['application-1'])).resolves.toEqual([I1]);
      await expect(subject.store.interviews.findById(I1)).resolves.toBeUndefined();
      await expect(subject.store.interviews.findById(I2)).resolves.toBeDefined();
      await expect(subject.store.interviews.clashes([sam.id], [slot('a', 48)])).resolves.toEqual([]);
      expect(await subject.store.outbox.due(START, 10)).toEqual([]);
    });
  });
}
