/**
 * Staff passwords: hashed with argon2id (@node-rs/argon2, prebuilt binaries, no install script)
 * at OWASP's recommended cost (19 MiB, 2 passes, 1 lane), and one-time passwords for new
 * accounts and resets, which their owner must replace at first sign-in.
 */
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ONE_TIME_PASSWORD_LIFETIME_MS, type StaffAccount } from 'contracts/staff';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash it cannot read. */
  verify(passwordHash: string, password: string): Promise<boolean>;
}

// The library's defaults are argon2id with these costs; stated so a library default change cannot lower them.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const argon2Passwords: PasswordHasher = {
  hash: (password) => hash(password, ARGON2_OPTIONS),
  async verify(passwordHash, password) {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },
};

/** No 0/O, 1/l/i: read aloud or copied by hand without mistakes. */
const ONE_TIME_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const ONE_TIME_GROUPS = 4;
const ONE_TIME_GROUP_LENGTH = 5;

/** `xxxxx-xxxxx-xxxxx-xxxxx`: 20 random characters of 31, about 99 bits. */
export function oneTimePassword(): string {
  return Array.from({ length: ONE_TIME_GROUPS }, () =>
    Array.from({ length: ONE_TIME_GROUP_LENGTH }, () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)]).join(''),
  ).join('-');
}

/** When a one-time password made now stops signing in. */
export const oneTimePasswordEnd = (now: Date) => new Date(now.getTime() + ONE_TIME_PASSWORD_LIFETIME_MS).toISOString();

type OneTimePasswordFields = Pick<StaffAccount, 'mustChangePassword' | 'oneTimePasswordExpiresAt' | 'updatedAt'>;

/**
 * When the account's one-time password stops signing in; undefined when it has none. One made
 * before they expired has no recorded end: it ends its lifetime after the account's last change.
 */
export function oneTimePasswordEndOf(account: OneTimePasswordFields): string | undefined {
  if (!account.mustChangePassword) return undefined;
  return account.oneTimePasswordExpiresAt ?? oneTimePasswordEnd(new Date(account.updatedAt));
}

export function oneTimePasswordExpired(account: OneTimePasswordFields, now: Date): boolean {
  const end = oneTimePasswordEndOf(account);
  return end !== undefined && now.getTime() >= new Date(end).getTime();
}
