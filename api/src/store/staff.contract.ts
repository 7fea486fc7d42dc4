/** Counters (one moved past its window), staff accounts and sessions: the suite every adapter must pass. */
import { type ContractOptions, MINUTE_MS, repositoryContract, START, type StoreUnderTest } from './contract-support';
import { DuplicateKeyError, type StaffAccountRecord, type StaffSessionRecord } from './store';

export function staffContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} staff contract`, open, options, (subject) => {
    const { advance } = subject;

    it('counts in fixed windows, each key on its own, and starts a new window once one has ended', async () => {
      const windowMs = 10 * MINUTE_MS;
      expect(await subject.store.counters.peek('client-a', START)).toBeUndefined();
      expect(await subject.store.counters.increment('client-a', windowMs, START)).toEqual({
        count: 1,
        resetAt: new Date(START.getTime() + windowMs),
      });
      advance(1);
      expect(await subject.store.counters.increment('client-a', windowMs, subject.clock.now)).toEqual({
        count: 2,
        resetAt: new Date(START.getTime() + windowMs),
      });
      expect(await subject.store.counters.increment('client-b', windowMs, subject.clock.now)).toMatchObject({ count: 1 });
      expect(await subject.store.counters.peek('client-a', subject.clock.now)).toMatchObject({ count: 2 });

      advance(10);
      expect(await subject.store.counters.peek('client-a', subject.clock.now)).toBeUndefined();
      expect(await subject.store.counters.increment('client-a', windowMs, subject.clock.now)).toEqual({
        count: 1,
        resetAt: new Date(subject.clock.now.getTime() + windowMs),
      });
    });

    it('takes back one count within the running window, never below zero, and nothing once it has ended', async () => {
      await subject.store.counters.increment('client-a', MINUTE_MS, START);
      await subject.store.counters.increment('client-a', MINUTE_MS, START);
      await subject.store.counters.decrement('client-a', START);
      expect(await subject.store.counters.peek('client-a', START)).toMatchObject({ count: 1 });
      await subject.store.counters.decrement('client-a', START);
      await subject.store.counters.decrement('client-a', START);
      expect(await subject.store.counters.peek('client-a', START)).toMatchObject({ count: 0 });
      await subject.store.counters.decrement('never-counted', START);
      expect(await subject.store.counters.peek('never-counted', START)).toBeUndefined();
    });

    it('clears every window whose key starts with a prefix, and no other', async () => {
      await subject.store.counters.increment('sign-in:sara@x.example from 203.0.113.7', MINUTE_MS, START);
      await subject.store.counters.increment('sign-in:sara@x.example from 2001:db8::/64', MINUTE_MS, START);
      await subject.store.counters.increment('sign-in:sara@x.example.org from 203.0.113.7', MINUTE_MS, START);
      await subject.store.counters.clear('sign-in:sara@x.example from ');
      expect(await subject.store.counters.peek('sign-in:sara@x.example from 203.0.113.7', START)).toBeUndefined();
      expect(await subject.store.counters.peek('sign-in:sara@x.example from 2001:db8::/64', START)).toBeUndefined();
      expect(await subject.store.counters.peek('sign-in:sara@x.example.org from 203.0.113.7', START)).toMatchObject({ count: 1 });
      expect(await subject.store.counters.increment('sign-in:sara@x.example from 203.0.113.7', MINUTE_MS, START)).toMatchObject({
        count: 1,
      });
    });

    it('counts every one of many increments made at once', async () => {
      const counts = await Promise.all(
        Array.from({ length: 20 }, () => subject.store.counters.increment('burst', MINUTE_MS, START)),
      );
      expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
    });

    describe('accounts and sessions', () => {
      const account = (email: string, overrides: Partial<StaffAccountRecord> = {}): StaffAccountRecord => ({
        id: `account-${email.split('@')[0]}`,
        email,
        name: 'Sara Nasser',
        role: 'recruiter',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        disabled: false,
        mustChangePassword: true,
        createdAt: START.toISOString(),
        updatedAt: START.toISOString(),
        ...overrides,
      });
      const session = (id: string, accountId: string, expiresInMinutes = 60): StaffSessionRecord => ({
        id,
        accountId,
        createdAt: subject.clock.now,
        lastSeenAt: subject.clock.now,
        expiresAt: new Date(subject.clock.now.getTime() + expiresInMinutes * MINUTE_MS),
      });

      it('keeps an account and finds it by id or e-mail; an e-mail is taken once', async () => {
        const sara = account('sara@company.example');
        await subject.store.staffAccounts.create(sara);
        expect(await subject.store.staffAccounts.findById(sara.id)).toEqual(sara);
        expect(await subject.store.staffAccounts.findByEmail('sara@company.example')).toEqual(sara);
        expect(await subject.store.staffAccounts.findByEmail('nobody@company.example')).toBeUndefined();
        expect(await subject.store.staffAccounts.findById('account-nobody')).toBeUndefined();
        await expect(subject.store.staffAccounts.create({ ...sara, id: 'account-other' })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
      });

      it('lists accounts by e-mail, page by page, and changes one', async () => {
        for (const email of ['omar@company.example', 'aisha@company.example', 'sara@company.example']) {
          await subject.store.staffAccounts.create(account(email));
        }
        const first = await subject.store.staffAccounts.list({ page: 1, pageSize: 2 });
        expect(first.total).toBe(3);
        expect(first.items.map((item) => item.email)).toEqual(['aisha@company.example', 'omar@company.example']);
        expect((await subject.store.staffAccounts.list({ page: 2, pageSize: 2 })).items.map((item) => item.email)).toEqual([
          'sara@company.example',
        ]);
        advance();
        const changed = await subject.store.staffAccounts.update(
          'account-omar',
          { role: 'admin', disabled: true },
          subject.clock.now,
        );
        expect(changed).toEqual({
          ...account('omar@company.example'),
          role: 'admin',
          disabled: true,
          updatedAt: subject.clock.now.toISOString(),
        });
        expect(await subject.store.staffAccounts.findById('account-omar')).toEqual(changed);
        expect(await subject.store.staffAccounts.update('account-nobody', { role: 'admin' }, START)).toBeUndefined();
      });

      it('keeps a session, records activity, and revokes it for good', async () => {
        await subject.store.staffSessions.create(session('session-1', 'account-sara'));
        expect(await subject.store.staffSessions.findById('session-1')).toEqual(session('session-1', 'account-sara'));
        advance(5);
        await subject.store.staffSessions.touch('session-1', subject.clock.now);
        expect((await subject.store.staffSessions.findById('session-1'))?.lastSeenAt).toEqual(subject.clock.now);
        const revokedAt = subject.clock.now;
        await subject.store.staffSessions.revoke('session-1', revokedAt);
        advance();
        await subject.store.staffSessions.revoke('session-1', subject.clock.now);
        await subject.store.staffSessions.touch('session-1', subject.clock.now);
        expect(await subject.store.staffSessions.findById('session-1')).toMatchObject({ revokedAt, lastSeenAt: revokedAt });
        expect(await subject.store.staffSessions.findById('session-none')).toBeUndefined();
      });

      it("revokes every live session of one account and no one else's", async () => {
        await subject.store.staffSessions.create(session('session-1', 'account-sara'));
        await subject.store.staffSessions.create(session('session-2', 'account-sara'));
        await subject.store.staffSessions.create(session('session-3', 'account-omar'));
        await subject.store.staffSessions.revoke('session-2', START);
        advance();
        expect(await subject.store.staffSessions.revokeAllOf('account-sara', subject.clock.now)).toBe(1);
        expect((await subject.store.staffSessions.findById('session-1'))?.revokedAt).toEqual(subject.clock.now);
        expect((await subject.store.staffSessions.findById('session-2'))?.revokedAt).toEqual(START);
        expect((await subject.store.staffSessions.findById('session-3'))?.revokedAt).toBeUndefined();
      });

      it('removes sessions once they have expired', async () => {
        await subject.store.staffSessions.create(session('session-short', 'account-sara', 10));
        await subject.store.staffSessions.create(session('session-long', 'account-sara', 60));
        advance(10);
        expect(await subject.store.staffSessions.deleteEnded(subject.clock.now)).toBe(1);
        expect(await subject.store.staffSessions.findById('session-short')).toBeUndefined();
        expect(await subject.store.staffSessions.findById('session-long')).toBeDefined();
      });
    });
  });
}
