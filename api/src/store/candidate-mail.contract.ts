/** What the console keeps of mail to candidates (messages on the application, their outbox entries, cancellation, templates): the suite every adapter must pass. */
import type { StaffRef } from 'contracts/staff';
import {
  application,
  type ContractOptions,
  MINUTE_MS,
  mailTo,
  repositoryContract,
  type StoreUnderTest,
} from './contract-support';
import type { NewCandidateMail } from './store';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SARA: StaffRef = { id: 'staff-1', email: 'sara@company.example', name: 'Sara' };

export function candidateMailContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} candidate mail contract`, open, options, (subject) => {
    const message = (id: string, delayMinutes = 0): NewCandidateMail => {
      const at = subject.clock.now;
      return {
        id,
        kind: delayMinutes > 0 ? 'rejection' : 'acknowledgement',
        locale: 'en',
        subject: `Subject ${id}`,
        text: `Text ${id}`,
        author: SARA,
        at: at.toISOString(),
        sendAt: new Date(at.getTime() + delayMinutes * MINUTE_MS).toISOString(),
      };
    };
    const create = () => subject.store.applications.create(application, undefined, (saved) => [mailTo(saved.email)]);
    const lease = () => new Date(subject.clock.now.getTime() + MINUTE_MS);
    const dueIds = async () => (await subject.store.outbox.due(subject.clock.now, 10)).map((entry) => entry.id);

    it('keeps a message on the application and queues its mail after the application’s own', async () => {
      const stored = await create();
      const added = await subject.store.applications.addCandidateMail(stored.id, message('m1'), mailTo(stored.email));
      expect(added).toEqual({
        ...message('m1'),
        delivery: { state: 'queued', attempts: 0 },
      });
      expect(await subject.store.applications.findCandidateMails(stored.id)).toEqual([added]);
      expect(await dueIds()).toEqual([`${stored.id}.0`, `${stored.id}.1`]);
      expect(await subject.store.applications.addCandidateMail(UNKNOWN_ID, message('m2'), mailTo('x@y.example'))).toBeUndefined();
      expect(await subject.store.applications.findCandidateMails(UNKNOWN_ID)).toBeUndefined();
    });

    it('holds a scheduled mail until its time, then sends it and shows it sent', async () => {
      const stored = await create();
      await subject.store.applications.addCandidateMail(stored.id, message('later', 30), mailTo(stored.email));
      expect((await subject.store.applications.findCandidateMails(stored.id))?.[0]?.delivery).toEqual({
        state: 'scheduled',
        attempts: 0,
      });
      expect(await dueIds()).toEqual([`${stored.id}.0`]);
      expect(await subject.store.outbox.claim(`${stored.id}.1`, 'sender', subject.clock.now, lease())).toBeUndefined();
      subject.advance(30);
      expect(await dueIds()).toEqual([`${stored.id}.0`, `${stored.id}.1`]);
      await subject.store.outbox.claim(`${stored.id}.1`, 'sender', subject.clock.now, lease());
      await subject.store.outbox.markSent(`${stored.id}.1`, subject.clock.now);
      expect((await subject.store.applications.findCandidateMails(stored.id))?.[0]?.delivery).toEqual({
        state: 'sent',
        attempts: 1,
        sentAt: subject.clock.now.toISOString(),
      });
      expect(await subject.store.applications.cancelCandidateMail(stored.id, 'later', subject.clock.now)).toBe('sent');
    });

    it('cancels a waiting mail, which is then never due nor claimed', async () => {
      const stored = await create();
      await subject.store.applications.addCandidateMail(stored.id, message('no', 30), mailTo(stored.email));
      subject.advance(5);
      expect(await subject.store.applications.cancelCandidateMail(stored.id, 'no', subject.clock.now)).toBe('cancelled');
      expect((await subject.store.applications.findCandidateMails(stored.id))?.[0]?.delivery).toEqual({
        state: 'cancelled',
        attempts: 0,
        cancelledAt: subject.clock.now.toISOString(),
      });
      subject.advance(60);
      expect(await dueIds()).toEqual([`${stored.id}.0`]);
      expect(await subject.store.outbox.claim(`${stored.id}.1`, 'sender', subject.clock.now, lease())).toBeUndefined();
      expect(await subject.store.applications.cancelCandidateMail(stored.id, 'no', subject.clock.now)).toBe('cancelled');
      expect(await subject.store.applications.cancelCandidateMail(stored.id, 'unknown', subject.clock.now)).toBeUndefined();
      expect(await subject.store.applications.cancelCandidateMail(UNKNOWN_ID, 'no', subject.clock.now)).toBeUndefined();
    });

    it('refuses to cancel a mail a sender holds, and lets exactly one of a cancellation and a claim win', async () => {
      const stored = await create();
      await subject.store.applications.addCandidateMail(stored.id, message('held'), mailTo(stored.email));
      await subject.store.applications.addCandidateMail(stored.id, message('raced'), mailTo(stored.email));
      expect(await subject.store.outbox.claim(`${stored.id}.1`, 'sender', subject.clock.now, lease())).toBeDefined();
      expect(await subject.store.applications.cancelCandidateMail(stored.id, 'held', subject.clock.now)).toBe('sending');

      const [claimed, cancelled] = await Promise.all([
        subject.store.outbox.claim(`${stored.id}.2`, 'sender', subject.clock.now, lease()),
        subject.store.applications.cancelCandidateMail(stored.id, 'raced', subject.clock.now),
      ]);
      expect([claimed !== undefined, cancelled === 'cancelled'].filter(Boolean)).toHaveLength(1);
      expect(cancelled === 'cancelled' ? 'cancelled' : 'sending').toBe(claimed ? 'sending' : 'cancelled');
    });

    it('keeps the messages in a person’s data until erasure removes them with their mails', async () => {
      const stored = await create();
      await subject.store.applications.addCandidateMail(stored.id, message('m1', 30), mailTo(stored.email));
      expect(await subject.store.applications.findCandidateMails(stored.id)).toHaveLength(1);
      expect((await subject.store.eraseByEmail(application.email)).applications).toEqual([stored.id]);
      expect(await subject.store.applications.findCandidateMails(stored.id)).toBeUndefined();
      subject.advance(60);
      expect(await subject.store.outbox.due(subject.clock.now, 10)).toEqual([]);
    });

    it('keeps one wording per kind of template, replaced on save and forgotten on remove', async () => {
      expect(await subject.store.candidateMailTemplates.list()).toEqual([]);
      const wording = (subjectLine: string) => ({ subject: subjectLine, body: 'Dear {{candidateName}},' });
      const template = (subjectLine: string) => ({
        kind: 'rejection' as const,
        en: wording(subjectLine),
        ar: wording(`${subjectLine} ar`),
        updatedAt: subject.clock.now.toISOString(),
        updatedBy: SARA,
      });
      await subject.store.candidateMailTemplates.save(template('First'));
      await subject.store.candidateMailTemplates.save(template('Second'));
      await subject.store.candidateMailTemplates.save({ ...template('Ack'), kind: 'acknowledgement' });
      expect(await subject.store.candidateMailTemplates.list()).toEqual([
        { ...template('Ack'), kind: 'acknowledgement' },
        template('Second'),
      ]);
      await subject.store.candidateMailTemplates.remove('rejection');
      await subject.store.candidateMailTemplates.remove('rejection');
      expect((await subject.store.candidateMailTemplates.list()).map((item) => item.kind)).toEqual(['acknowledgement']);
    });
  });
}
