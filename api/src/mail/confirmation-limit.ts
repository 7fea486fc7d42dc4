import { createHash } from 'node:crypto';
import type { Store } from '../store/store';

/**
 * Confirmations to one address per day; past it a submission is still stored and the company
 * notified, but the address gets no more mail from the form that day. Someone typing a
 * stranger's address again and again sends them this many at most.
 */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Newsletter confirmations to one address per day: subscribing an address again and again (its
 * owner or a stranger) mails it once a day at most, and the answer is the same either way.
 */
export const NEWSLETTER_CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 1;

/** A counter's key for mails to `email`, holding no address. */
const recipientKey = (kind: string, email: string) =>
  `${kind}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/** Counts a confirmation to `email` and says whether it may go; the counter's key holds no address. */
export async function mayConfirm(counters: Store['counters'], email: string, now: Date): Promise<boolean> {
  const { count } = await counters.increment(recipientKey('confirmations', email), CONFIRMATION_WINDOW_MS, now);
  return count <= CONFIRMATIONS_PER_RECIPIENT_PER_DAY;
}

const NEWSLETTER_CONFIRMATIONS = 'newsletter-confirmations';

/** Counts a newsletter confirmation to `email` and says whether it may go. */
export async function mayConfirmSubscription(counters: Store['counters'], email: string, now: Date): Promise<boolean> {
  const { count } = await counters.increment(recipientKey(NEWSLETTER_CONFIRMATIONS, email), CONFIRMATION_WINDOW_MS, now);
  return count <= NEWSLETTER_CONFIRMATIONS_PER_RECIPIENT_PER_DAY;
}

/** Gives back a newsletter confirmation counted for a subscription that could not be stored. */
export function returnConfirmation(counters: Store['counters'], email: string, now: Date): Promise<void> {
  return counters.decrement(recipientKey(NEWSLETTER_CONFIRMATIONS, email), now);
}
