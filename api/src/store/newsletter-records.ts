/** The newsletter's documents and the queries and updates both adapters make of them. */
import type { NewsletterState } from 'contracts';
import type { NewsletterSubscription } from 'contracts/staff';
import type { NewsletterSubscribeRequest } from './newsletter';
import type { OutboxEntry } from './outbox-entry';

export const NEWSLETTER_COLLECTION = 'newsletterSubscriptions';
export const SUBSCRIPTIONS_NEWEST_FIRST = { subscribedAt: -1, _id: -1 } as const;

export type SubscriptionDocument = Omit<NewsletterSubscription, 'id'> & { _id: string; outbox: OutboxEntry[] };

/** Addresses are kept and found lower-cased: one subscription per mailbox. */
export const subscriberEmail = (email: string) => email.trim().toLowerCase();

export function subscriptionOf({ _id, outbox: _outbox, ...fields }: SubscriptionDocument): NewsletterSubscription {
  return { id: _id, ...fields };
}

export function newSubscription(id: string, { email, locale, at }: NewsletterSubscribeRequest): SubscriptionDocument {
  return { _id: id, email: subscriberEmail(email), locale, state: 'pending', subscribedAt: at.toISOString(), outbox: [] };
}

/**
 * What subscribing changes of an existing subscription: an unsubscribed one starts again as
 * pending, in the language asked; a pending or confirmed one is left as it is.
 */
export function resubscribed(existing: SubscriptionDocument, request: NewsletterSubscribeRequest): SubscriptionDocument {
  if (existing.state !== 'unsubscribed') return existing;
  const { confirmedAt: _confirmed, unsubscribedAt: _unsubscribed, ...kept } = existing;
  return { ...kept, locale: request.locale, state: 'pending', subscribedAt: request.at.toISOString() };
}

/** The write that turns `before` into `after` and appends `entries` to its outbox. */
export function subscribeUpdate(before: SubscriptionDocument, after: SubscriptionDocument, entries: OutboxEntry[]): object {
  const fields = ['locale', 'state', 'subscribedAt', 'confirmedAt', 'unsubscribedAt'] as const;
  const set = Object.fromEntries(
    fields.filter((field) => after[field] !== before[field] && after[field] !== undefined).map((field) => [field, after[field]]),
  );
  const unset = Object.fromEntries(
    fields.filter((field) => after[field] === undefined && before[field] !== undefined).map((field) => [field, true]),
  );
  return {
    ...(Object.keys(set).length > 0 ? { $set: set } : {}),
    ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
    ...(entries.length > 0 ? { $push: { outbox: { $each: entries } } } : {}),
  };
}

export const stateQuery = (state: NewsletterState | undefined) => (state ? { state } : {});

/** Confirming: only a pending subscription changes. */
export const confirmQuery = (id: string) => ({ _id: id, state: 'pending' });
export const confirmUpdate = (at: Date) => ({ $set: { state: 'confirmed', confirmedAt: at.toISOString() } });
/** Unsubscribing: only one not already ended changes. */
export const unsubscribeQuery = (id: string) => ({ _id: id, state: { $ne: 'unsubscribed' } });
export const unsubscribeUpdate = (at: Date) => ({ $set: { state: 'unsubscribed', unsubscribedAt: at.toISOString() } });

/** After a conditional write that matched nothing: the subscription as it is, or undefined when the state refuses it. */
export function settledState(
  document: SubscriptionDocument | null | undefined,
  accepted: NewsletterState,
): NewsletterSubscription | undefined {
  return document?.state === accepted ? subscriptionOf(document) : undefined;
}
