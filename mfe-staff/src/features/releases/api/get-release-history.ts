import type { RemoteName } from 'contracts/federation';
import { releaseEventPageSchema } from 'contracts/releases';
import { keepPreviousData, queryOptions, useQuery } from 'shared-ui/query';
import { queryString, staffGet } from '../../../lib/api';
import { STAFF_LIST_STALE_MS } from '../../../lib/queries';
import { RELEASES_QUERY_KEY, remoteReleasesPath } from './get-releases';

/** Four histories share the screen: a short page each. */
export const RELEASE_HISTORY_PAGE_SIZE = 10;

/** GET /api/staff/releases/:remote/history: one page of a remote's changes, newest first. */
export function getReleaseHistory(remote: RemoteName, page: number) {
  const query = { page, pageSize: RELEASE_HISTORY_PAGE_SIZE };
  return staffGet(`${remoteReleasesPath(remote)}/history${queryString(query)}`, releaseEventPageSchema);
}

/** A list: asked again each time it is shown; the page being left stays on screen until the next one arrives. */
export const releaseHistoryQueryOptions = (remote: RemoteName, page: number) =>
  queryOptions({
    queryKey: [...RELEASES_QUERY_KEY, remote, 'history', { page, pageSize: RELEASE_HISTORY_PAGE_SIZE }],
    queryFn: () => getReleaseHistory(remote, page),
    staleTime: STAFF_LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useReleaseHistory(remote: RemoteName, page: number) {
  return useQuery(releaseHistoryQueryOptions(remote, page));
}
