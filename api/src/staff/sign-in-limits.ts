/**
 * Failed sign-ins are limited per account and per client address, counted atomically in the
 * store's counters (shared by every instance on MongoDB). Each attempt is counted before its
 * password is checked and decided on the count it got back, so of many simultaneous attempts
 * exactly the limit reach a password check; a right password gives its count back.
 */
import { clientKey } from '../plugins/trust-proxy';
import type { Store, WindowCount } from '../store/store';

/** Wrong passwords for one account (any address) in each window. */
export const SIGN_IN_ACCOUNT_MAX = 5;
/** Wrong passwords from one client address (any account) in each window: an office behind one address has room. */
export const SIGN_IN_ADDRESS_MAX = 20;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_SIGN_INS_MESSAGE = 'Too many failed sign-ins. Please try again later.';

export type SignInPass =
  | { allowed: true /** The attempt succeeded: its counts are given back. */; release(now: Date): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

export async function enterSignIn(counters: Store['counters'], email: string, address: string, now: Date): Promise<SignInPass> {
  const accountKey = `staff-sign-in:account:${email}`;
  const addressKey = `staff-sign-in:address:${clientKey(address)}`;
  const account = await counters.increment(accountKey, SIGN_IN_WINDOW_MS, now);
  if (account.count > SIGN_IN_ACCOUNT_MAX) return refused(account, now);
  const fromAddress = await counters.increment(addressKey, SIGN_IN_WINDOW_MS, now);
  if (fromAddress.count > SIGN_IN_ADDRESS_MAX) {
    // Refused for the address: this attempt never tried the account's password.
    await counters.decrement(accountKey, now);
    return refused(fromAddress, now);
  }
  return {
    allowed: true,
    async release(at) {
      await counters.decrement(accountKey, at);
      await counters.decrement(addressKey, at);
    },
  };
}

function refused(window: WindowCount, now: Date): SignInPass {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000)) };
}
