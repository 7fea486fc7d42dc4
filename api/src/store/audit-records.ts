/** What both adapters store of the audit log. */
import { randomUUID } from 'node:crypto';
import type { AuditEntry } from 'contracts/staff';
import type { DocumentOf } from './documents';
import type { AuditFilter } from './store';

export type AuditDocument = DocumentOf<AuditEntry>;

/** The id of an entry of the audit log. */
export const newAuditEntryId = (): string => randomUUID();

export function auditQuery(filter: AuditFilter): object {
  return {
    ...(filter.actorId ? { 'actor.id': filter.actorId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.targetType ? { 'target.type': filter.targetType } : {}),
    ...(filter.targetId ? { 'target.id': filter.targetId } : {}),
  };
}

export const AUDIT_NEWEST_FIRST = { at: -1, _id: 1 } as const;

/** Sets an entry's target and details; nothing else changes. */
export const rewriteUpdate = ({ target, details }: Pick<AuditEntry, 'target' | 'details'>) => ({
  $set: { target, ...(details ? { details } : {}) },
});
