/**
 * What creating an account, resetting a password and changing an account do, once, for both
 * the staff API (an admin) and the `staff` command (the first admin, or a locked-out one).
 */
import { randomUUID } from 'node:crypto';
import type { AccountUpdate, AuditActor, StaffAccount, StaffRole } from 'contracts/staff';
import { DuplicateKeyError, type StaffAccountRecord, type Store } from '../store/store';
import { recordAudit } from './audit';
import { oneTimePassword, oneTimePasswordEnd, oneTimePasswordEndOf, type PasswordHasher } from './passwords';
import { clearSignInFailures } from './sign-in-limits';

export interface AccountContext {
  store: Store;
  passwords: PasswordHasher;
  actor: AuditActor;
  now: Date;
}

export class AccountEmailTakenError extends Error {
  override name = 'AccountEmailTakenError';
}

/** An account as it may leave the API: never its password hash; the end of its one-time password, if it has one. */
export function publicAccount(record: StaffAccountRecord): StaffAccount {
  const { passwordHash: _passwordHash, oneTimePasswordExpiresAt: _stored, ...account } = record;
  const end = oneTimePasswordEndOf(record);
  return { ...account, ...(end ? { oneTimePasswordExpiresAt: end } : {}) };
}

/** The password to set: the one given (its owner chose it), or a one-time password they must replace before it ends. */
function chosenOrOneTime(password: string | undefined, now: Date) {
  return password === undefined
    ? { password: oneTimePassword(), mustChangePassword: true, oneTimePasswordExpiresAt: oneTimePasswordEnd(now) }
    : { password, mustChangePassword: false, oneTimePasswordExpiresAt: undefined };
}

export async function createAccount(
  context: AccountContext,
  input: { email: string; name: string; role: StaffRole },
  givenPassword?: string,
): Promise<{ account: StaffAccountRecord; password: string }> {
  const { store, passwords, actor, now } = context;
  const { password, mustChangePassword, oneTimePasswordExpiresAt } = chosenOrOneTime(givenPassword, now);
  const account: StaffAccountRecord = {
    id: randomUUID(),
    email: input.email,
    name: input.name,
    role: input.role,
    passwordHash: await passwords.hash(password),
    disabled: false,
    mustChangePassword,
    ...(oneTimePasswordExpiresAt ? { oneTimePasswordExpiresAt } : {}),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  try {
    await store.staffAccounts.create(account);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new AccountEmailTakenError(`An account with the e-mail ${input.email} exists`);
    throw error;
  }
  await recordAudit(store, now, {
    actor,
    action: 'account.created',
    target: { type: 'account', id: account.id },
    details: { role: account.role },
  });
  return { account, password };
}

/**
 * Sets a new password, ends every session of the account and clears its failed sign-ins (a
 * locked-out owner signs in at once); undefined for an unknown account.
 */
export async function resetPassword(
  context: AccountContext,
  accountId: string,
  givenPassword?: string,
): Promise<{ account: StaffAccountRecord; password: string } | undefined> {
  const { store, passwords, actor, now } = context;
  const { password, ...changes } = chosenOrOneTime(givenPassword, now);
  const account = await store.staffAccounts.update(accountId, { passwordHash: await passwords.hash(password), ...changes }, now);
  if (!account) return undefined;
  const sessionsEnded = await store.staffSessions.revokeAllOf(accountId, now);
  await clearSignInFailures(store.counters, account.email, now);
  await recordAudit(store, now, {
    actor,
    action: 'account.password-reset',
    target: { type: 'account', id: accountId },
    details: { sessionsEnded },
  });
  return { account, password };
}

/** Changes name, role or disabled; disabling ends every session of the account, enabling clears its failed sign-ins. */
export async function updateAccount(
  context: AccountContext,
  accountId: string,
  changes: AccountUpdate,
): Promise<StaffAccountRecord | undefined> {
  const { store, actor, now } = context;
  const account = await store.staffAccounts.update(accountId, changes, now);
  if (!account) return undefined;
  const sessionsEnded = changes.disabled ? await store.staffSessions.revokeAllOf(accountId, now) : 0;
  if (changes.disabled === false) await clearSignInFailures(store.counters, account.email, now);
  await recordAudit(store, now, {
    actor,
    action: 'account.updated',
    target: { type: 'account', id: accountId },
    details: { ...changes, ...(changes.disabled ? { sessionsEnded } : {}) },
  });
  return account;
}
