/** The audit log: the suite every adapter must pass. */
import type { AuditEntry } from 'contracts/staff';
import { type ContractOptions, repositoryContract, type StoreUnderTest } from './contract-support';
import type { Store } from './store';

export function auditContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} audit log contract`, open, options, (subject) => {
    const { advance } = subject;

    it('records audit entries and lists them newest first, filtered by who, what and which record', async () => {
      const entry = (action: AuditEntry['action'], targetId: string, actorId = 'account-sara'): Omit<AuditEntry, 'id'> => ({
        at: subject.clock.now.toISOString(),
        actor: { type: 'staff', id: actorId, email: `${actorId}@company.example`, role: 'recruiter' },
        action,
        target: { type: 'application', id: targetId },
        details: { from: 'applied', to: 'interview' },
      });
      const first = await subject.store.auditLog.record(entry('application.viewed', 'app-1'));
      expect(first).toEqual({ id: expect.any(String), ...entry('application.viewed', 'app-1') });
      advance();
      const second = await subject.store.auditLog.record(entry('application.stage-changed', 'app-1'));
      const third = await subject.store.auditLog.record(entry('application.viewed', 'app-2', 'account-omar'));
      const cli = await subject.store.auditLog.record({
        at: subject.clock.now.toISOString(),
        actor: { type: 'command-line' },
        action: 'account.created',
        target: { type: 'account', id: 'account-omar' },
      });
      const ids = async (filter: Parameters<Store['auditLog']['list']>[0]) =>
        (await subject.store.auditLog.list(filter, { page: 1, pageSize: 10 })).items.map((item) => item.id);

      const all = await ids({});
      expect(all).toHaveLength(4);
      expect(all.at(-1)).toBe(first.id);
      expect(new Set(all.slice(0, 3))).toEqual(new Set([second.id, third.id, cli.id]));
      expect(await ids({})).toEqual(all);
      const paged = [
        ...(await subject.store.auditLog.list({}, { page: 1, pageSize: 2 })).items,
        ...(await subject.store.auditLog.list({}, { page: 2, pageSize: 2 })).items,
      ];
      expect(paged.map((item) => item.id)).toEqual(all);
      expect(paged.find((item) => item.id === cli.id)).toEqual(cli);
      expect(await ids({ actorId: 'account-omar' })).toEqual([third.id]);
      expect(await ids({ action: 'application.stage-changed' })).toEqual([second.id]);
      expect(await ids({ targetType: 'account' })).toEqual([cli.id]);
      expect(new Set(await ids({ targetId: 'app-1' }))).toEqual(new Set([first.id, second.id]));
      expect((await subject.store.auditLog.list({ targetId: 'app-1' }, { page: 1, pageSize: 1 })).total).toBe(2);
    });

    it("rewrites an entry's target and details, and nothing else", async () => {
      const recorded = await subject.store.auditLog.record({
        at: subject.clock.now.toISOString(),
        actor: { type: 'admin-token' },
        action: 'person.erased',
        target: { type: 'person', id: 'sha256:0123' },
        details: { enquiries: 1 },
      });
      await subject.store.auditLog.rewrite(recorded.id, {
        target: { type: 'person', id: 'hmac:4567' },
        details: { enquiries: 1 },
      });
      const { items } = await subject.store.auditLog.list({ targetId: 'hmac:4567' }, { page: 1, pageSize: 10 });
      expect(items).toEqual([{ ...recorded, target: { type: 'person', id: 'hmac:4567' } }]);
      expect((await subject.store.auditLog.list({ targetId: 'sha256:0123' }, { page: 1, pageSize: 10 })).total).toBe(0);
    });
  });
}
