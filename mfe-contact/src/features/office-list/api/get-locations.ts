import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Location, locationListSchema } from 'contracts';
import { useEffect } from 'react';
import { request } from 'shared-ui';

export async function getLocations(): Promise<Location[]> {
  return locationListSchema.parse(await request<unknown>('/api/locations'));
}

/** spec §7: offices never go stale and are not retried. */
export const locationsQueryOptions = () =>
  queryOptions({ queryKey: ['locations'], queryFn: getLocations, staleTime: Number.POSITIVE_INFINITY, retry: false });

/** spec §8: a failure is only logged; the list stays empty. */
export function useLocations() {
  const query = useQuery(locationsQueryOptions());
  useEffect(() => {
    if (query.error) console.error('Could not load office locations', query.error);
  }, [query.error]);
  return query;
}
