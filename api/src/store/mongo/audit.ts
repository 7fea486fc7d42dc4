/** The audit log on MongoDB: newest first, and one record's entries through their own index. */
import type { Db } from 'mongodb';
import { AUDIT_NEWEST_FIRST, type AuditDocument, auditQuery, newAuditEntryId, rewriteUpdate } from '../audit-records';
import { fromDocument } from '../documents';
import type { Store } from '../store';
import { createIndexes, findPage, type IndexSpec } from './collections';

export const AUDIT_INDEXES: Record<'auditLog', IndexSpec[]> = {
  auditLog: [{ key: AUDIT_NEWEST_FIRST }, { key: { 'target.id': 1, ...AUDIT_NEWEST_FIRST } }],
};

export async function mongoAudit(db: Db): Promise<Store['auditLog']> {
  await createIndexes(db, AUDIT_INDEXES);
  const auditLog = db.collection<AuditDocument>('auditLog');
  return {
    async record(entry) {
      const id = newAuditEntryId();
      await auditLog.insertOne({ _id: id, ...entry });
      return { id, ...entry };
    },
    list: (filter, request) => findPage(auditLog, auditQuery(filter), AUDIT_NEWEST_FIRST, request, fromDocument),
    async rewrite(id, changes) {
      await auditLog.updateOne({ _id: id }, rewriteUpdate(changes));
    },
  };
}
