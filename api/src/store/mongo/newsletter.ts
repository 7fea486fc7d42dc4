/** The newsletter's subscriptions on MongoDB (unique addresses); the mirror of the embedded one (../newsletter-records). */
import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import type { NewsletterRepository } from '../newsletter';
import * as records from '../newsletter-records';
import { outboxEntries } from '../outbox-records';
import { asFilter, createIndexes, findPage, type IndexSpec, isDuplicateKey } from './collections';

export const NEWSLETTER_INDEXES: Record<typeof records.NEWSLETTER_COLLECTION, IndexSpec[]> = {
  newsletterSubscriptions: [
    { key: { email: 1 }, options: { unique: true } },
    { key: records.SUBSCRIPTIONS_NEWEST_FIRST },
    { key: { 'outbox.nextAttemptAt': 1 } },
  ],
};
/** Subscribes of one address racing each other: each retry reads the document again. */
const SUBSCRIBE_ATTEMPTS = 5;

export async function mongoNewsletter(db: Db): Promise<NewsletterRepository> {
  await createIndexes(db, NEWSLETTER_INDEXES);
  const subscriptions = db.collection<records.SubscriptionDocument>(records.NEWSLETTER_COLLECTION);
  const find = async (query: object) => (await subscriptions.findOne(asFilter(query))) ?? undefined;

  async function move(id: string, query: object, update: object, accepted: 'confirmed' | 'unsubscribed') {
    const updated = await subscriptions.findOneAndUpdate(asFilter(query), update, { returnDocument: 'after' });
    return updated ? records.subscriptionOf(updated) : records.settledState(await find({ _id: id }), accepted);
  }

  /** One try: insert a new document, or update the one read while its outbox is still as long as it was. */
  async function trySubscribe(...[request, mails]: Parameters<NewsletterRepository['subscribe']>) {
    const existing = await find({ email: records.subscriberEmail(request.email) });
    const before = existing ?? records.newSubscription(randomUUID(), request);
    const after = records.resubscribed(before, request);
    const entries = outboxEntries(after._id, mails(records.subscriptionOf(after)), request.at, before.outbox.length);
    if (!existing) {
      try {
        await subscriptions.insertOne({ ...after, outbox: entries });
      } catch (error) {
        if (isDuplicateKey(error)) return undefined;
        throw error;
      }
    } else {
      const update = records.subscribeUpdate(before, after, entries);
      if (Object.keys(update).length > 0) {
        const { matchedCount } = await subscriptions.updateOne(
          asFilter({ _id: before._id, state: before.state, outbox: { $size: before.outbox.length } }),
          update,
        );
        if (matchedCount === 0) return undefined;
      }
    }
    return records.subscriptionOf(after);
  }

  return {
    async subscribe(request, mails) {
      for (let attempt = 1; attempt <= SUBSCRIBE_ATTEMPTS; attempt += 1) {
        const subscription = await trySubscribe(request, mails);
        if (subscription) return subscription;
      }
      throw new Error('The subscription kept changing while it was written');
    },
    findById: async (id) => {
      const found = await find({ _id: id });
      return found && records.subscriptionOf(found);
    },
    confirm: (id, at) => move(id, records.confirmQuery(id), records.confirmUpdate(at), 'confirmed'),
    unsubscribe: (id, at) => move(id, records.unsubscribeQuery(id), records.unsubscribeUpdate(at), 'unsubscribed'),
    page: (filter, request) =>
      findPage(
        subscriptions,
        records.stateQuery(filter.state),
        records.SUBSCRIPTIONS_NEWEST_FIRST,
        request,
        records.subscriptionOf,
      ),
    findByEmail: async (email) => {
      const found = await find({ email: records.subscriberEmail(email) });
      return found ? [records.subscriptionOf(found)] : [];
    },
    async eraseByEmail(email) {
      const query = asFilter<records.SubscriptionDocument>({ email: records.subscriberEmail(email) });
      const doomed = await subscriptions.find(query, { projection: { _id: 1 } }).toArray();
      if (doomed.length > 0) await subscriptions.deleteMany(query);
      return doomed.map((document) => document._id);
    },
  };
}
