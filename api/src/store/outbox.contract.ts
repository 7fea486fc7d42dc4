/** The outbox (due mails, claims and leases, sent and failed): the suite every adapter must pass. */
import {
  application,
  type ContractOptions,
  enquiry,
  MINUTE_MS,
  mailTo,
  repositoryContract,
  START,
  type StoreUnderTest,
  twoMails,
} from './contract-support';

export function outboxContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} outbox contract`, open, options, (subject) => {
    const { advance } = subject;

    it('hands out due mails oldest first, up to the limit', async () => {
      await subject.store.enquiries.create(enquiry, () => [mailTo('first@example.com')]);
      advance();
      await subject.store.applications.create(application, undefined, () => [mailTo('second@example.com')]);
      advance();
      await subject.store.enquiries.create(enquiry, () => [mailTo('third@example.com')]);
      const due = await subject.store.outbox.due(subject.clock.now, 2);
      expect(due.map((entry) => entry.mail.to)).toEqual(['first@example.com', 'second@example.com']);
    });

    it('no longer hands out a mail once it is marked sent', async () => {
      await subject.store.enquiries.create(enquiry, (saved) => twoMails(saved.email));
      const [first] = await subject.store.outbox.due(START, 10);
      await subject.store.outbox.markSent(first!.id, START);
      const due = await subject.store.outbox.due(START, 10);
      expect(due.map((entry) => entry.id)).not.toContain(first!.id);
      expect(due).toHaveLength(1);
    });

    it('reschedules a failed mail with the error and one more attempt', async () => {
      await subject.store.applications.create(application, undefined, () => [mailTo('candidate@example.com')]);
      const [entry] = await subject.store.outbox.due(START, 10);
      await subject.store.outbox.claim(entry!.id, 'sender-a', START, new Date(START.getTime() + MINUTE_MS));
      const retryAt = new Date(START.getTime() + 5 * MINUTE_MS);
      await subject.store.outbox.markFailed(entry!.id, 'sender-a', 'SMTP 451 try again later', retryAt);
      expect(await subject.store.outbox.due(START, 10)).toEqual([]);
      const [retried] = await subject.store.outbox.due(retryAt, 10);
      expect(retried).toMatchObject({ id: entry!.id, attempts: 1, lastError: 'SMTP 451 try again later' });
      expect(retried!.nextAttemptAt.getTime()).toBe(retryAt.getTime());
      expect(retried!.leaseUntil).toBeUndefined();
    });

    it('lets one sender claim a due mail, and another only once the lease has run out', async () => {
      await subject.store.enquiries.create(enquiry, () => [mailTo('first@example.com')]);
      const [entry] = await subject.store.outbox.due(START, 10);
      const leaseUntil = new Date(START.getTime() + 2 * MINUTE_MS);

      const claims = await Promise.all([
        subject.store.outbox.claim(entry!.id, 'sender-a', START, leaseUntil),
        subject.store.outbox.claim(entry!.id, 'sender-b', START, leaseUntil),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(claims.find(Boolean)).toMatchObject({ id: entry!.id, attempts: 0, leaseUntil });
      expect(await subject.store.outbox.due(START, 10)).toEqual([]);
      advance(1);
      expect(await subject.store.outbox.claim(entry!.id, 'sender-c', subject.clock.now, leaseUntil)).toBeUndefined();

      advance(1);
      expect((await subject.store.outbox.due(subject.clock.now, 10)).map((due) => due.id)).toEqual([entry!.id]);
      expect(
        await subject.store.outbox.claim(
          entry!.id,
          'sender-c',
          subject.clock.now,
          new Date(subject.clock.now.getTime() + MINUTE_MS),
        ),
      ).toMatchObject({ id: entry!.id, leaseOwner: 'sender-c' });
    });

    it('never hands out a sent mail again, and a late failure report of a lost lease changes nothing', async () => {
      await subject.store.enquiries.create(enquiry, () => [mailTo('first@example.com')]);
      const [entry] = await subject.store.outbox.due(START, 10);
      await subject.store.outbox.claim(entry!.id, 'sender-a', START, new Date(START.getTime() + MINUTE_MS));
      await subject.store.outbox.markSent(entry!.id, START);
      await subject.store.outbox.markFailed(entry!.id, 'sender-b', 'too late', START);
      expect(
        await subject.store.outbox.claim(entry!.id, 'sender-b', START, new Date(START.getTime() + MINUTE_MS)),
      ).toBeUndefined();
      expect(await subject.store.outbox.due(new Date(START.getTime() + 60 * MINUTE_MS), 10)).toEqual([]);
    });

    it('ignores outbox ids it never issued', async () => {
      await expect(subject.store.outbox.markSent('not-an-entry', START)).resolves.toBeUndefined();
      await expect(
        subject.store.outbox.markFailed('00000000-0000-4000-8000-000000000000.0', 'sender-a', 'x', START),
      ).resolves.toBeUndefined();
      await expect(subject.store.outbox.claim('not-an-entry', 'sender-a', START, START)).resolves.toBeUndefined();
    });
  });
}
