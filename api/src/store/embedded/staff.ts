/**
 * Staff accounts and sessions on nedb datastores (unique e-mails), and the counters, which the
 * embedded store keeps in memory (one machine, one instance).
 */
import { changesUpdate, fromDocument, fromFound } from '../documents';
import { memoryCounters } from '../memory-counters';
import { ACCOUNTS_BY_EMAIL, type AccountDocument, NOT_REVOKED } from '../staff-records';
import type { Store } from '../store';
import type { EmbeddedFiles } from './datastores';
import { findPage } from './find-page';

type Staff = Pick<Store, 'staffAccounts' | 'staffSessions' | 'counters'>;

export async function embeddedStaff(files: EmbeddedFiles): Promise<Staff> {
  const { db } = files;
  await db.staffAccounts.ensureIndexAsync({ fieldName: 'email', unique: true });
  await db.staffSessions.ensureIndexAsync({ fieldName: 'accountId' });
  return { staffAccounts: accounts(files), staffSessions: sessions(files), counters: memoryCounters() };
}

function accounts({ db, durably, updateOne }: EmbeddedFiles): Store['staffAccounts'] {
  return {
    async create({ id, ...account }) {
      await durably('staffAccounts', () => db.staffAccounts.insertAsync({ _id: id, ...account }));
    },
    findById: async (id) => fromFound(await db.staffAccounts.findOneAsync({ _id: id })),
    findByEmail: async (email) => fromFound(await db.staffAccounts.findOneAsync({ email })),
    list: (request) => findPage(db.staffAccounts, {}, ACCOUNTS_BY_EMAIL, request, fromDocument),
    update: async (id, changes, at) =>
      fromFound(
        await updateOne<AccountDocument>(
          'staffAccounts',
          { _id: id },
          changesUpdate({ ...changes, updatedAt: at.toISOString() }),
        ),
      ),
  };
}

function sessions({ db, durably, updateOne }: EmbeddedFiles): Store['staffSessions'] {
  return {
    async create({ id, ...session }) {
      await durably('staffSessions', () => db.staffSessions.insertAsync({ _id: id, ...session }));
    },
    findById: async (id) => fromFound(await db.staffSessions.findOneAsync({ _id: id })),
    async touch(id, at) {
      // Activity only moves the idle timeout on: not worth an fsync.
      await db.staffSessions.updateAsync({ _id: id, ...NOT_REVOKED }, { $set: { lastSeenAt: at } });
    },
    async revoke(id, at) {
      await updateOne('staffSessions', { _id: id, ...NOT_REVOKED }, { $set: { revokedAt: at } });
    },
    async revokeAllOf(accountId, at) {
      const { numAffected } = await durably('staffSessions', () =>
        db.staffSessions.updateAsync({ accountId, ...NOT_REVOKED }, { $set: { revokedAt: at } }, { multi: true }),
      );
      return numAffected;
    },
    deleteEnded: (now) =>
      durably('staffSessions', () => db.staffSessions.removeAsync({ expiresAt: { $lte: now } }, { multi: true })),
  };
}
