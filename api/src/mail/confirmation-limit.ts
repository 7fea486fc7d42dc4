import { createHash } from 'node:crypto';
import type { Store } from '../store/store';

/**
 * Confirmations to one address per day; past it a submission is still stored and the company
 * notified, but the address gets no more mail from the form that day. Someone typing a
 * stranger's address again and again sends them this many at most.
 */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Counts a confirmation to `email` and says whether it may go; the counter's key holds no address. */
export async function mayConfirm(counters: Store['counters'], email: string, now: Date): Promise<boolean> {
  const recipient = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const { count } = await counters.increment(`confirmations:${recipient}`, CONFIRMATION_WINDOW_MS, now);
  return count <= CONFIRMATIONS_PER_RECIPIENT_PER_DAY;
}
