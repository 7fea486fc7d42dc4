import { request } from 'shared-ui';
import { queryOptions, useQuery } from 'shared-ui/query';

/** The contact section queries GET /api/services, as the product specifies; the answer is unused, so not parsed. */
export function getServices(apiBase = ''): Promise<unknown> {
  return request<unknown>(`${apiBase}/api/services`);
}

export const servicesQueryOptions = (apiBase = '') =>
  queryOptions({
    queryKey: ['services'],
    queryFn: () => getServices(apiBase),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** A failure is ignored: nothing on the page depends on the answer. */
export function useServices() {
  return useQuery(servicesQueryOptions());
}
