/**
 * Staff accounts (unique e-mails), sessions and counters on MongoDB: counters are shared by every
 * instance using the database, each change one atomic update. MongoDB removes a counter once its
 * window has ended and a session once it has expired (TTL indexes; its monitor runs every minute).
 */
import type { Db, UpdateFilter } from 'mongodb';
import { changesUpdate, fromDocument, fromFound } from '../documents';
import { ACCOUNTS_BY_EMAIL, type AccountDocument, NOT_REVOKED, type SessionDocument } from '../staff-records';
import type { Store } from '../store';
import { createIndexes, findPage, type IndexSpec, refuseDuplicates, retryOnDuplicateKey } from './collections';

type Staff = Pick<Store, 'staffAccounts' | 'staffSessions' | 'counters'>;

export const STAFF_INDEXES: Record<'counters' | 'staffAccounts' | 'staffSessions', IndexSpec[]> = {
  counters: [{ key: { resetAt: 1 }, options: { expireAfterSeconds: 0 } }],
  staffAccounts: [{ key: ACCOUNTS_BY_EMAIL, options: { unique: true } }],
  // deleteEnded removes expired sessions at once; the TTL index does the same meanwhile.
  staffSessions: [{ key: { accountId: 1 } }, { key: { expiresAt: 1 }, options: { expireAfterSeconds: 0 } }],
};

export async function mongoStaff(db: Db): Promise<Staff> {
  await createIndexes(db, STAFF_INDEXES);
  return { staffAccounts: accounts(db), staffSessions: sessions(db), counters: counters(db) };
}

function accounts(db: Db): Store['staffAccounts'] {
  const staffAccounts = db.collection<AccountDocument>('staffAccounts');
  return {
    async create({ id, ...account }) {
      await refuseDuplicates(() => staffAccounts.insertOne({ _id: id, ...account }));
    },
    findById: async (id) => fromFound(await staffAccounts.findOne({ _id: id })),
    findByEmail: async (email) => fromFound(await staffAccounts.findOne({ email })),
    list: (request) => findPage(staffAccounts, {}, ACCOUNTS_BY_EMAIL, request, fromDocument),
    update: async (id, changes, at) =>
      fromFound(
        await staffAccounts.findOneAndUpdate(
          { _id: id },
          changesUpdate({ ...changes, updatedAt: at.toISOString() }) as UpdateFilter<AccountDocument>,
          { returnDocument: 'after' },
        ),
      ),
  };
}

function sessions(db: Db): Store['staffSessions'] {
  const staffSessions = db.collection<SessionDocument>('staffSessions');
  return {
    async create({ id, ...session }) {
      await staffSessions.insertOne({ _id: id, ...session });
    },
    findById: async (id) => fromFound(await staffSessions.findOne({ _id: id })),
    async touch(id, at) {
      await staffSessions.updateOne({ _id: id, ...NOT_REVOKED }, { $set: { lastSeenAt: at } });
    },
    async revoke(id, at) {
      await staffSessions.updateOne({ _id: id, ...NOT_REVOKED }, { $set: { revokedAt: at } });
    },
    async revokeAllOf(accountId, at) {
      const { modifiedCount } = await staffSessions.updateMany({ accountId, ...NOT_REVOKED }, { $set: { revokedAt: at } });
      return modifiedCount;
    },
    async deleteEnded(now) {
      const { deletedCount } = await staffSessions.deleteMany({ expiresAt: { $lte: now } });
      return deletedCount;
    },
  };
}

function counters(db: Db): Store['counters'] {
  const windows = db.collection<{ _id: string; count: number; resetAt: Date }>('counters');
  return {
    async increment(key, windowMs, now) {
      // One atomic update: within the window add one, after it start a new window at 1.
      const running = { $gt: ['$resetAt', now] };
      const update = [
        {
          $set: {
            count: { $cond: [running, { $add: ['$count', 1] }, 1] },
            resetAt: { $cond: [running, '$resetAt', new Date(now.getTime() + windowMs)] },
          },
        },
      ];
      const counter = await retryOnDuplicateKey(() =>
        windows.findOneAndUpdate({ _id: key }, update, { upsert: true, returnDocument: 'after' }),
      );
      return { count: counter?.count ?? 1, resetAt: counter?.resetAt ?? new Date(now.getTime() + windowMs) };
    },
    async peek(key, now) {
      const counter = await windows.findOne({ _id: key, resetAt: { $gt: now } });
      return counter ? { count: counter.count, resetAt: counter.resetAt } : undefined;
    },
    async decrement(key, now) {
      await windows.updateOne({ _id: key, resetAt: { $gt: now }, count: { $gt: 0 } }, { $inc: { count: -1 } });
    },
    async clear(prefix) {
      // The keys starting with the prefix are one range of the _id index: no regular expression to escape.
      await windows.deleteMany({ _id: { $gte: prefix, $lt: `${prefix}\uffff` } });
    },
  };
}
