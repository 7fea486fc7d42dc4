/** The newsletter's subscriptions on a nedb datastore (unique addresses); see ../newsletter-records. */
import { randomUUID } from 'node:crypto';
import type { NewsletterRepository } from '../newsletter';
import * as records from '../newsletter-records';
import { outboxEntries } from '../outbox-records';
import type { EmbeddedFiles } from './datastores';
import { findPage } from './find-page';

export async function embeddedNewsletter({ db, durably, updateOne }: EmbeddedFiles): Promise<NewsletterRepository> {
  const subscriptions = db.newsletterSubscriptions;
  await subscriptions.ensureIndexAsync({ fieldName: 'email', unique: true });
  const find = async (query: object) => (await subscriptions.findOneAsync(query)) ?? undefined;

  /** A conditional change, or the subscription as it already is when it is in the state the change leads to. */
  async function move(id: string, query: object, update: object, accepted: 'confirmed' | 'unsubscribed') {
    const updated = await updateOne<records.SubscriptionDocument>('newsletterSubscriptions', query, update);
    return updated ? records.subscriptionOf(updated) : records.settledState(await find({ _id: id }), accepted);
  }

  return {
    subscribe: (request, mails) =>
      // One write at a time on the datastore: the lookup and the write cannot interleave with another subscribe.
      durably('newsletterSubscriptions', async () => {
        const existing = await find({ email: records.subscriberEmail(request.email) });
        const before = existing ?? records.newSubscription(randomUUID(), request);
        const after = records.resubscribed(before, request);
        const entries = outboxEntries(after._id, mails(records.subscriptionOf(after)), request.at, before.outbox.length);
        if (!existing) await subscriptions.insertAsync({ ...after, outbox: entries });
        else {
          const update = records.subscribeUpdate(before, after, entries);
          if (Object.keys(update).length > 0) await subscriptions.updateAsync({ _id: after._id }, update);
        }
        return records.subscriptionOf(after);
      }),
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
      const query = { email: records.subscriberEmail(email) };
      const doomed = await subscriptions.findAsync(query);
      if (doomed.length === 0) return [];
      // nedb only appends a deletion mark: compacting the file takes the address off the disk.
      await durably('newsletterSubscriptions', async () => {
        await subscriptions.removeAsync(query, { multi: true });
        await subscriptions.compactDatafileAsync();
      });
      return doomed.map((document) => document._id);
    },
  };
}
