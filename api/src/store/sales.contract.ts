/** What sales keep on enquiries (an owner, replies mailed through the outbox, the first-response clock): the suite every adapter must pass. */
import { firstResponseDue, type StaffRef } from 'contracts/staff';
import { type ContractOptions, enquiry, mailTo, repositoryContract, type StoreUnderTest, twoMails } from './contract-support';
import type { NewEnquiryReply } from './store';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SARA: StaffRef = { id: 'staff-1', email: 'sara@company.example', name: 'Sara' };
const OMAR: StaffRef = { id: 'staff-2', email: 'omar@company.example', name: 'Omar' };

export function salesContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} sales contract`, open, options, (subject) => {
    const reply = (text: string, author = SARA): NewEnquiryReply => ({
      id: `reply-${text}`,
      at: subject.clock.now.toISOString(),
      author,
      text,
    });
    const ownedBy = async (ownerId: string | null) =>
      (await subject.store.enquiries.search({ ownerId }, { page: 1, pageSize: 10, sort: 'newest' })).items.map((item) => item.id);

    it('starts an enquiry with no owner, no reply and its first reply due by its service', async () => {
      const stored = await subject.store.enquiries.create({ ...enquiry, service: 'encryption' }, () => []);
      expect(await subject.store.enquiries.findTracked(stored.id)).toMatchObject({
        owner: null,
        replies: [],
        firstRepliedAt: null,
        firstResponseDueAt: firstResponseDue(stored.receivedAt, 'encryption'),
      });
    });

    it('assigns, reassigns and unassigns, and finds enquiries by owner or with none', async () => {
      const first = await subject.store.enquiries.create(enquiry, () => []);
      const second = await subject.store.enquiries.create(enquiry, () => []);
      subject.advance();
      const assigned = await subject.store.enquiries.assign(first.id, SARA, subject.clock.now);
      expect(assigned).toMatchObject({ owner: SARA, updatedAt: subject.clock.now.toISOString() });
      expect(await subject.store.enquiries.findTracked(first.id)).toEqual(assigned);
      expect(await ownedBy(SARA.id)).toEqual([first.id]);
      expect(await ownedBy(null)).toEqual([second.id]);

      expect((await subject.store.enquiries.assign(first.id, OMAR, subject.clock.now))?.owner).toEqual(OMAR);
      expect(await ownedBy(SARA.id)).toEqual([]);
      expect(await ownedBy(OMAR.id)).toEqual([first.id]);
      expect((await subject.store.enquiries.assign(first.id, null, subject.clock.now))?.owner).toBeNull();
      expect(new Set(await ownedBy(null))).toEqual(new Set([first.id, second.id]));
      expect(await subject.store.enquiries.assign(UNKNOWN_ID, SARA, subject.clock.now)).toBeUndefined();
    });

    it('queues a reply after the enquiry’s own mails, in the same document, and stops the clock at the first', async () => {
      const stored = await subject.store.enquiries.create(enquiry, (saved) => twoMails(saved.email));
      subject.advance();
      const firstAt = subject.clock.now.toISOString();
      const first = await subject.store.enquiries.addReply(stored.id, reply('first'), mailTo(stored.email));
      expect(first?.replies).toEqual([
        { id: 'reply-first', at: firstAt, author: SARA, text: 'first', delivery: { state: 'queued', attempts: 0 } },
      ]);
      expect(first).toMatchObject({ firstRepliedAt: firstAt, updatedAt: firstAt });
      subject.advance();
      const second = await subject.store.enquiries.addReply(stored.id, reply('second', OMAR), mailTo(stored.email));
      expect(second?.replies.map((item) => item.text)).toEqual(['first', 'second']);
      expect(second?.firstRepliedAt).toBe(firstAt);
      expect(await subject.store.enquiries.findTracked(stored.id)).toEqual(second);

      const due = await subject.store.outbox.due(subject.clock.now, 10);
      expect(due.map((entry) => entry.id)).toEqual([0, 1, 2, 3].map((index) => `${stored.id}.${index}`));
      expect(await subject.store.enquiries.addReply(UNKNOWN_ID, reply('lost'), mailTo('x@y.example'))).toBeUndefined();
    });

    it('gives each of two replies written together its own outbox entry', async () => {
      const stored = await subject.store.enquiries.create(enquiry, () => []);
      await Promise.all([
        subject.store.enquiries.addReply(stored.id, reply('one'), mailTo('a@example.com')),
        subject.store.enquiries.addReply(stored.id, reply('two'), mailTo('b@example.com')),
      ]);
      const due = await subject.store.outbox.due(subject.clock.now, 10);
      expect(due.map((entry) => entry.id).sort()).toEqual([`${stored.id}.0`, `${stored.id}.1`]);
      expect(new Set(due.map((entry) => entry.mail.to))).toEqual(new Set(['a@example.com', 'b@example.com']));
      const tracked = await subject.store.enquiries.findTracked(stored.id);
      expect(tracked?.replies.map((item) => item.text).sort()).toEqual(['one', 'two']);
    });

    it('shows a reply’s delivery as its mail goes: queued, retrying, sent', async () => {
      const stored = await subject.store.enquiries.create(enquiry, () => []);
      await subject.store.enquiries.addReply(stored.id, reply('hello'), mailTo(stored.email));
      const id = `${stored.id}.0`;
      const delivery = async () => (await subject.store.enquiries.findTracked(stored.id))?.replies[0]?.delivery;
      const lease = () => new Date(subject.clock.now.getTime() + 60_000);
      await subject.store.outbox.claim(id, 'sender', subject.clock.now, lease());
      await subject.store.outbox.markFailed(id, 'sender', 'connection refused', subject.clock.now);
      expect(await delivery()).toEqual({ state: 'retrying', attempts: 1 });
      subject.advance();
      await subject.store.outbox.claim(id, 'sender', subject.clock.now, lease());
      await subject.store.outbox.markSent(id, subject.clock.now);
      expect(await delivery()).toEqual({ state: 'sent', attempts: 2, sentAt: subject.clock.now.toISOString() });
    });

    it('holds the owner and replies in a person’s data, and erasure removes them with their mails', async () => {
      const stored = await subject.store.enquiries.create(enquiry, () => []);
      await subject.store.enquiries.assign(stored.id, SARA, subject.clock.now);
      await subject.store.enquiries.addReply(stored.id, reply('our answer'), mailTo(stored.email));
      const held = await subject.store.findByEmail(enquiry.email);
      expect(held.enquiries[0]).toMatchObject({ owner: SARA, replies: [expect.objectContaining({ text: 'our answer' })] });

      expect((await subject.store.eraseByEmail(enquiry.email)).enquiries).toEqual([stored.id]);
      expect(await subject.store.enquiries.findTracked(stored.id)).toBeUndefined();
      expect(await subject.store.findByEmail(enquiry.email)).toEqual({ enquiries: [], applications: [] });
      expect(await subject.store.outbox.due(subject.clock.now, 10)).toEqual([]);
    });
  });
}
