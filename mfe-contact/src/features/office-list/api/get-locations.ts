import type { Location } from 'contracts';
import { useEffect } from 'react';
import { request } from 'shared-ui';
import { queryOptions, useQuery } from 'shared-ui/query';
import { loadSchemas } from '../../../lib/load-schemas';

/** GET /api/locations; `apiBase` is the API's origin on the server, '' (same origin) in the browser. */
export async function getLocations(apiBase = ''): Promise<Location[]> {
  const [{ locationListSchema }, body] = await Promise.all([loadSchemas(), request<unknown>(`${apiBase}/api/locations`)]);
  return locationListSchema.parse(body);
}

/** Offices never go stale and are not retried. */
export const locationsQueryOptions = (apiBase = '') =>
  queryOptions({
    queryKey: ['locations'],
    queryFn: () => getLocations(apiBase),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** A failure is logged; what the visitor sees of it is the caller's choice. */
export function useLocations() {
  const query = useQuery(locationsQueryOptions());
  useEffect(() => {
    if (query.error) console.error('Could not load office locations', query.error);
  }, [query.error]);
  return query;
}
