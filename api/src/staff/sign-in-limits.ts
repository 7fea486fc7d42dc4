/**
 * Failed sign-ins are limited per account and client (address, or IPv6 /64) together, and per
 * client, counted atomically in the store's counters (shared by every instance on MongoDB). Each
 * attempt is counted before its password is checked and decided on the count it got back, so of
 * many simultaneous attempts exactly the limit reach a password check; a right password gives its
 * count back. Counting an account's failures per client means a stranger guessing elsewhere
 * cannot lock its owner out; an admin's reset or re-enabling of the account clears its counts and
 * lets it past every client's lock for a window: its owner, told to sign in, is not kept out by
 * other people's failures at their address (the account's own limit still holds there).
 */
import { clientKey } from '../client-key';
import type { Store, WindowCount } from '../store/store';

/** Wrong passwords for one account from one client in each window. */
export const SIGN_IN_ACCOUNT_MAX = 5;
/** Wrong passwords from one client (any account) in each window: an office behind one address has room. */
export const SIGN_IN_ADDRESS_MAX = 20;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_SIGN_INS_MESSAGE = 'Too many failed sign-ins. Please try again later.';

export type SignInPass =
  | { allowed: true /** The attempt succeeded: its counts are given back. */; release(now: Date): Promise<void> }
  | {
      allowed: false;
      retryAfterSeconds: number;
      /** Which count refused it: the account's from this client, or the client's. */
      limit: 'account' | 'address';
      /** The first refusal of its window: the moment the lock began. */
      first: boolean;
    };

/** An account's counts, one per client: `clearSignInFailures` ends them all. E-mail addresses have no spaces. */
const accountKeys = (email: string) => `staff-sign-in:account:${email} from `;
/** A window running here: an admin lifted the account's locks, the clients' included. */
const liftedKey = (email: string) => `staff-sign-in:lifted:${email}`;

export async function enterSignIn(counters: Store['counters'], email: string, address: string, now: Date): Promise<SignInPass> {
  const accountKey = `${accountKeys(email)}${clientKey(address)}`;
  const addressKey = `staff-sign-in:address:${clientKey(address)}`;
  const account = await counters.increment(accountKey, SIGN_IN_WINDOW_MS, now);
  if (account.count > SIGN_IN_ACCOUNT_MAX) return refused('account', account, SIGN_IN_ACCOUNT_MAX, now);
  const fromAddress = await counters.increment(addressKey, SIGN_IN_WINDOW_MS, now);
  if (fromAddress.count > SIGN_IN_ADDRESS_MAX && !(await counters.peek(liftedKey(email), now))) {
    // Refused for the address: this attempt never tried the account's password.
    await counters.decrement(accountKey, now);
    return refused('address', fromAddress, SIGN_IN_ADDRESS_MAX, now);
  }
  return {
    allowed: true,
    async release(at) {
      await counters.decrement(accountKey, at);
      await counters.decrement(addressKey, at);
    },
  };
}

/** Ends every count of the account's failed sign-ins, from wherever they came, and lifts the clients' locks for it for a window (an admin reset or re-enabled it). */
export async function clearSignInFailures(counters: Store['counters'], email: string, now: Date): Promise<void> {
  await counters.clear(accountKeys(email));
  await counters.increment(liftedKey(email), SIGN_IN_WINDOW_MS, now);
}

function refused(limit: 'account' | 'address', window: WindowCount, max: number, now: Date): SignInPass {
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000)),
    limit,
    first: window.count === max + 1,
  };
}
