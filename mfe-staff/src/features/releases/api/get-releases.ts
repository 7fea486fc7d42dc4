import type { RemoteName } from 'contracts/federation';
import { type RemoteReleases, releaseStatusSchema } from 'contracts/releases';
import { queryOptions, useMutation, useQuery, useQueryClient } from 'shared-ui/query';
import { staffGet } from '../../../lib/api';
import { STAFF_LIST_STALE_MS } from '../../../lib/queries';

/** The key of the registry's status; each remote's history is keyed under it, so one invalidation reads both again. */
export const RELEASES_QUERY_KEY = ['staff', 'releases'] as const;

/** Where the calls about one remote go, under /api/staff: `/releases/mfe_careers`. */
export const remoteReleasesPath = (remote: RemoteName) => `/releases/${encodeURIComponent(remote)}`;

/** GET /api/staff/releases: each remote's live version, canary, versions kept and their health. */
export function getReleases() {
  return staffGet('/releases', releaseStatusSchema);
}

/** Asked again each time the screen is shown, as staff lists are: a colleague or a release pipeline changes it meanwhile. */
export const releasesQueryOptions = () =>
  queryOptions({ queryKey: RELEASES_QUERY_KEY, queryFn: getReleases, staleTime: STAFF_LIST_STALE_MS });

export function useReleases() {
  return useQuery(releasesQueryOptions());
}

/**
 * A change of one remote's releases (the call files of this folder). Its answer, the remote as
 * it now stands, shows at once; then the status and the histories are read again, after a
 * refusal too (a colleague's change came first, or the gate recorded a run). Nothing is shown
 * before the answer: whether the gate lets a version through is the API's to say.
 */
export function useReleaseChange<V>(send: (variables: V) => Promise<RemoteReleases>) {
  const queryClient = useQueryClient();
  const { queryKey } = releasesQueryOptions();
  return useMutation({
    mutationFn: send,
    onSuccess: (changed) =>
      queryClient.setQueryData(
        queryKey,
        (status) => status && { remotes: status.remotes.map((remote) => (remote.remote === changed.remote ? changed : remote)) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RELEASES_QUERY_KEY }),
  });
}
