/**
 * Staff sessions: a random token in a `__Host-` cookie (HttpOnly, Secure, SameSite=Strict,
 * Path=/), and in the store only its SHA-256, with an absolute expiry and an idle timeout.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { StaffSession } from 'contracts/staff';
import type { StaffAccountRecord, StaffSessionRecord } from '../store/store';
import { publicAccount } from './accounts';

/** `__Host-`: the browser keeps it only if Secure, Path=/ and without Domain, so no sibling site can set or read it. */
export const SESSION_COOKIE = '__Host-staff-session';
/** A working day and a little more: then the session ends whatever happens. */
export const SESSION_MAX_MS = 10 * 60 * 60 * 1000;
/** A session nobody has used for this long ends (a console left open on a shared desk). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Activity is written at most this often: the idle timeout needs no more precision. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The store's key for a token: a leaked store (or backup) holds no usable cookie. */
export function sessionIdOf(token: string): string | undefined {
  return TOKEN_PATTERN.test(token) ? createHash('sha256').update(token).digest('hex') : undefined;
}

export function newSession(token: string, accountId: string, now: Date): StaffSessionRecord {
  return {
    id: sessionIdOf(token) as string,
    accountId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
  };
}

/** Why a session no longer counts, or undefined while it does. */
export function sessionEnded(session: StaffSessionRecord, now: Date): 'revoked' | 'expired' | 'idle' | undefined {
  if (session.revokedAt) return 'revoked';
  if (session.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_MS) return 'idle';
  return undefined;
}

export function sessionView(
  account: StaffAccountRecord,
  session: StaffSessionRecord,
  lastSeenAt = session.lastSeenAt,
): StaffSession {
  const idleEnd = Math.min(session.expiresAt.getTime(), lastSeenAt.getTime() + SESSION_IDLE_MS);
  return {
    account: publicAccount(account),
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresAt: new Date(idleEnd).toISOString(),
  };
}
