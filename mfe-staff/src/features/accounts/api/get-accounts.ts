import { pageSchema, staffAccountSchema } from 'contracts/staff';
import { STAFF_PAGE_SIZE_MAX } from 'contracts/staff-rules';
import { queryOptions, useQuery } from 'shared-ui/query';
import { queryString, staffGet } from '../../../lib/api';
import { STAFF_LIST_STALE_MS } from '../../../lib/queries';

const accountPageSchema = pageSchema(staffAccountSchema);
const FIRST_PAGE = { page: 1, pageSize: STAFF_PAGE_SIZE_MAX };

/** GET /api/staff/accounts: the staff accounts by e-mail (a company's staff fit on one page of the largest size). */
export function getAccounts() {
  return staffGet(`/accounts${queryString(FIRST_PAGE)}`, accountPageSchema);
}

export const accountsQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'accounts', FIRST_PAGE], queryFn: getAccounts, staleTime: STAFF_LIST_STALE_MS });

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
