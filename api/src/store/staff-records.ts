/** What both adapters store of staff: accounts and sessions. */
import type { DocumentOf } from './documents';
import type { StaffAccountRecord, StaffSessionRecord } from './store';

export type AccountDocument = DocumentOf<StaffAccountRecord>;
export type SessionDocument = DocumentOf<StaffSessionRecord>;

export const ACCOUNTS_BY_EMAIL = { email: 1 } as const;

/** A session not revoked: only these record activity or can be revoked. */
export const NOT_REVOKED = { revokedAt: { $exists: false } } as const;
