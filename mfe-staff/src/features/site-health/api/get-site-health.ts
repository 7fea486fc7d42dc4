import { siteHealthSchema } from 'contracts/rum';
import { queryOptions, useQuery } from 'shared-ui/query';
import { staffGet } from '../../../lib/api';
import { STAFF_LIST_STALE_MS } from '../../../lib/queries';

/** GET /api/staff/site-health: real visitors' p75 Web Vitals per route, errors by remote version, each day's p75. */
export function getSiteHealth() {
  return staffGet('/site-health', siteHealthSchema);
}

/** Asked again each time the screen is shown: beacons keep arriving. */
export const siteHealthQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'site-health'], queryFn: getSiteHealth, staleTime: STAFF_LIST_STALE_MS });

export function useSiteHealth() {
  return useQuery(siteHealthQueryOptions());
}
