/** The newsletter's subscriptions (subscribe, confirm, unsubscribe, pages, privacy, their mails): the suite every adapter must pass. */

import { type ContractOptions, MINUTE_MS, mailTo, repositoryContract, START, type StoreUnderTest } from './contract-support';
import type { NewsletterSubscribeRequest } from './newsletter';

export function newsletterContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} newsletter contract`, open, options, (subject) => {
    const request = (email: string, locale: 'en' | 'ar' = 'en'): NewsletterSubscribeRequest => ({
      email,
      locale,
      at: subject.clock.now,
    });
    const confirmationFor = (to: string) => () => [mailTo(to)];
    const page = (state?: 'pending' | 'confirmed' | 'unsubscribed') =>
      subject.store.newsletter.page({ state }, { page: 1, pageSize: 10 });

    it('stores a new address lower-cased as pending, with its mails queued in the same write', async () => {
      const stored = await subject.store.newsletter.subscribe(request(' Ana@Example.com ', 'ar'), (subscription) => [
        mailTo(subscription.email),
      ]);
      expect(stored).toEqual({
        id: expect.any(String),
        email: 'ana@example.com',
        locale: 'ar',
        state: 'pending',
        subscribedAt: START.toISOString(),
      });
      await expect(subject.store.newsletter.findById(stored.id)).resolves.toEqual(stored);
      const due = await subject.store.outbox.due(START, 10);
      expect(due.map((entry) => [entry.id, entry.mail.to])).toEqual([[`${stored.id}.0`, 'ana@example.com']]);
    });

    it('leaves a pending or confirmed address as it is, and queues the further mails after the first', async () => {
      const first = await subject.store.newsletter.subscribe(request('kept@example.com'), confirmationFor('kept@example.com'));
      subject.advance();
      const again = await subject.store.newsletter.subscribe(
        request('KEPT@example.com', 'ar'),
        confirmationFor('kept@example.com'),
      );
      expect(again).toEqual(first);
      await subject.store.newsletter.confirm(first.id, subject.clock.now);
      const confirmed = await subject.store.newsletter.subscribe(request('kept@example.com'), () => []);
      expect(confirmed.state).toBe('confirmed');
      const due = await subject.store.outbox.due(subject.clock.now, 10);
      expect(due.map((entry) => entry.id)).toEqual([`${first.id}.0`, `${first.id}.1`]);
      expect((await page()).total).toBe(1);
    });

    it('confirms a pending subscription once, and never an ended one', async () => {
      const stored = await subject.store.newsletter.subscribe(request('c@example.com'), () => []);
      subject.advance();
      const confirmed = await subject.store.newsletter.confirm(stored.id, subject.clock.now);
      expect(confirmed).toMatchObject({ state: 'confirmed', confirmedAt: new Date(START.getTime() + MINUTE_MS).toISOString() });
      subject.advance();
      await expect(subject.store.newsletter.confirm(stored.id, subject.clock.now)).resolves.toEqual(confirmed);
      await subject.store.newsletter.unsubscribe(stored.id, subject.clock.now);
      await expect(subject.store.newsletter.confirm(stored.id, subject.clock.now)).resolves.toBeUndefined();
      await expect(subject.store.newsletter.confirm('00000000-0000-4000-8000-000000000000', START)).resolves.toBeUndefined();
    });

    it('unsubscribes from any state, keeping the first date, and subscribes again as pending in the new language', async () => {
      const stored = await subject.store.newsletter.subscribe(request('u@example.com'), () => []);
      await subject.store.newsletter.confirm(stored.id, START);
      subject.advance();
      const ended = await subject.store.newsletter.unsubscribe(stored.id, subject.clock.now);
      expect(ended).toMatchObject({ state: 'unsubscribed', unsubscribedAt: subject.clock.now.toISOString() });
      subject.advance();
      await expect(subject.store.newsletter.unsubscribe(stored.id, subject.clock.now)).resolves.toEqual(ended);
      const back = await subject.store.newsletter.subscribe(request('u@example.com', 'ar'), () => []);
      expect(back).toEqual({
        id: stored.id,
        email: 'u@example.com',
        locale: 'ar',
        state: 'pending',
        subscribedAt: subject.clock.now.toISOString(),
      });
      await expect(subject.store.newsletter.findById(stored.id)).resolves.toEqual(back);
    });

    it('pages newest first, by state', async () => {
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        await subject.store.newsletter.subscribe(request(email), () => []);
        subject.advance();
      }
      const [newest] = (await page()).items;
      await subject.store.newsletter.confirm(newest!.id, subject.clock.now);
      expect((await page()).items.map((item) => item.email)).toEqual(['c@example.com', 'b@example.com', 'a@example.com']);
      expect((await page('pending')).items.map((item) => item.email)).toEqual(['b@example.com', 'a@example.com']);
      expect((await subject.store.newsletter.page({}, { page: 2, pageSize: 2 })).items.map((item) => item.email)).toEqual([
        'a@example.com',
      ]);
    });

    it('finds and erases an address in any letter case, its queued mails with it', async () => {
      const stored = await subject.store.newsletter.subscribe(request('gone@example.com'), confirmationFor('gone@example.com'));
      await subject.store.newsletter.subscribe(request('stays@example.com'), () => []);
      await expect(subject.store.newsletter.findByEmail('GONE@example.com')).resolves.toEqual([stored]);
      await expect(subject.store.newsletter.eraseByEmail('Gone@Example.com')).resolves.toEqual([stored.id]);
      await expect(subject.store.newsletter.findByEmail('gone@example.com')).resolves.toEqual([]);
      await expect(subject.store.outbox.due(START, 10)).resolves.toEqual([]);
      await expect(subject.store.newsletter.eraseByEmail('gone@example.com')).resolves.toEqual([]);
      expect((await page()).total).toBe(1);
    });

    it('sends a subscription mail through the outbox like any other', async () => {
      const stored = await subject.store.newsletter.subscribe(request('o@example.com'), confirmationFor('o@example.com'));
      const claimed = await subject.store.outbox.claim(`${stored.id}.0`, 'sender', START, new Date(START.getTime() + MINUTE_MS));
      expect(claimed?.mail.to).toBe('o@example.com');
      await subject.store.outbox.markSent(`${stored.id}.0`, START);
      await expect(subject.store.outbox.due(START, 10)).resolves.toEqual([]);
    });
  });
}
