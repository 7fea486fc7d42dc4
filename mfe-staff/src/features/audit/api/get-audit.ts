import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditQuery, auditPageSchema } from 'contracts/staff';
import { queryString, staffGet } from '../../../lib/api';
import { STAFF_LIST_STALE_MS } from '../../../lib/queries';

/** GET /api/staff/audit: who did what to which record, newest first. */
export function getAudit(query: AuditQuery) {
  return staffGet(`/audit${queryString(query)}`, auditPageSchema);
}

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['staff', 'audit', query],
    queryFn: () => getAudit(query),
    staleTime: STAFF_LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
