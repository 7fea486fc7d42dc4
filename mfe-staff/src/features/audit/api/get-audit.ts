import { type AuditQuery, auditPageSchema } from 'contracts/staff';
import { useQuery } from 'shared-ui/query';
import { listQueryOptions } from '../../../lib/queries';

/** GET /api/staff/audit: who did what to which record, newest first. */
export const auditQueryOptions = (query: AuditQuery) => listQueryOptions('audit', query, auditPageSchema);

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
