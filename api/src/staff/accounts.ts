/**
 * What creating an account, resetting a password and changing an account do, once, for both
 * the staff API (an admin) and the `staff` command (the first admin, or a locked-out one).
 */
import { randomUUID } from 'node:crypto';
import type { AccountUpdate, AuditActor, StaffAccount, StaffRole } from 'contracts/staff';
import { DuplicateKeyError, type StaffAccountRecord, type Store } from '../store/store';
import { recordAudit } from './audit';
import { oneTimePassword, type PasswordHasher } from './passwords';

export interface AccountContext {
  store: Store;
  passwords: PasswordHasher;
  actor: AuditActor;
  now: Date;
}

export class AccountEmailTakenError extends Error {
  override name = 'AccountEmailTakenError';
}

/** An account as it may leave the API: never its password hash. */
export function publicAccount({ passwordHash: _passwordHash, ...account }: StaffAccountRecord): StaffAccount {
  return account;
}

/** The password to set: the one given (its owner chose it), or a one-time password they must replace. */
function chosenOrOneTime(password: string | undefined) {
  return password === undefined
    ? { password: oneTimePassword(), mustChangePassword: true }
    : { password, mustChangePassword: false };
}

export async function createAccount(
  context: AccountContext,
  input: { email: string; name: string; role: StaffRole },
  givenPassword?: string,
): Promise<{ account: StaffAccountRecord; password: string }> {
  const { store, passwords, actor, now } = context;
  const { password, mustChangePassword } = chosenOrOneTime(givenPassword);
  const account: StaffAccountRecord = {
    id: randomUUID(),
    email: input.email,
    name: input.name,
    role: input.role,
    passwordHash: await passwords.hash(password),
    disabled: false,
    mustChangePassword,
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

/** Sets a new password and ends every session of the account; undefined for an unknown account. */
export async function resetPassword(
  context: AccountContext,
  accountId: string,
  givenPassword?: string,
): Promise<{ account: StaffAccountRecord; password: string } | undefined> {
  const { store, passwords, actor, now } = context;
  const { password, mustChangePassword } = chosenOrOneTime(givenPassword);
  const account = await store.staffAccounts.update(
    accountId,
    { passwordHash: await passwords.hash(password), mustChangePassword },
    now,
  );
  if (!account) return undefined;
  const sessionsEnded = await store.staffSessions.revokeAllOf(accountId, now);
  await recordAudit(store, now, {
    actor,
    action: 'account.password-reset',
    target: { type: 'account', id: accountId },
    details: { sessionsEnded },
  });
  return { account, password };
}

/** Changes name, role or disabled; disabling ends every session of the account. */
export async function updateAccount(
  context: AccountContext,
  accountId: string,
  changes: AccountUpdate,
): Promise<StaffAccountRecord | undefined> {
  const { store, actor, now } = context;
  const account = await store.staffAccounts.update(accountId, changes, now);
  if (!account) return undefined;
  const sessionsEnded = changes.disabled ? await store.staffSessions.revokeAllOf(accountId, now) : 0;
  await recordAudit(store, now, {
    actor,
    action: 'account.updated',
    target: { type: 'account', id: accountId },
    details: { ...changes, ...(changes.disabled ? { sessionsEnded } : {}) },
  });
  return account;
}
