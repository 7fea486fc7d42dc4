/** Writing the audit log: who (a staff account or the command line), did what, to which record, when. */
import type { AuditAction, AuditActor, AuditEntry, AuditTargetType } from 'contracts/staff';
import type { StaffAccountRecord, Store } from '../store/store';

export const COMMAND_LINE: AuditActor = { type: 'command-line' };
export const ADMIN_TOKEN: AuditActor = { type: 'admin-token' };
/** Someone not signed in: a failed sign-in, a wrong machine token. */
export const ANONYMOUS: AuditActor = { type: 'anonymous' };

export function staffActor(account: Pick<StaffAccountRecord, 'id' | 'email' | 'role'>): Extract<AuditActor, { type: 'staff' }> {
  return { type: 'staff', id: account.id, email: account.email, role: account.role };
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  details?: AuditEntry['details'];
}

export function recordAudit(store: Store, at: Date, { actor, action, target, details }: AuditRecord): Promise<AuditEntry> {
  return store.auditLog.record({ at: at.toISOString(), actor, action, target, ...(details ? { details } : {}) });
}
