/** The audit log on a nedb datastore; every entry is fsynced before the promise resolves. */
import { AUDIT_NEWEST_FIRST, auditQuery, newAuditEntryId, rewriteUpdate } from '../audit-records';
import { fromDocument } from '../documents';
import type { Store } from '../store';
import type { EmbeddedFiles } from './datastores';
import { findPage } from './find-page';

export function embeddedAudit({ db, durably }: EmbeddedFiles): Store['auditLog'] {
  return {
    async record(entry) {
      const id = newAuditEntryId();
      await durably('auditLog', () => db.auditLog.insertAsync({ _id: id, ...entry }));
      return { id, ...entry };
    },
    list: (filter, request) => findPage(db.auditLog, auditQuery(filter), AUDIT_NEWEST_FIRST, request, fromDocument),
    async rewrite(id, changes) {
      await durably('auditLog', () => db.auditLog.updateAsync({ _id: id }, rewriteUpdate(changes)));
    },
  };
}
