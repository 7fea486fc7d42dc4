import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type EnquiryQuery, enquiryPageSchema } from 'contracts/staff';
import { queryString, staffGet } from '../../../lib/api';
import { STAFF_LIST_STALE_MS } from '../../../lib/queries';

/** GET /api/staff/enquiries: one page of the inbox, filtered and sorted by the API. */
export function getEnquiries(query: EnquiryQuery) {
  return staffGet(`/enquiries${queryString(query)}`, enquiryPageSchema);
}

export const enquiriesQueryOptions = (query: EnquiryQuery) =>
  queryOptions({
    queryKey: ['staff', 'enquiries', query],
    queryFn: () => getEnquiries(query),
    staleTime: STAFF_LIST_STALE_MS,
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useEnquiries(query: EnquiryQuery) {
  return useQuery(enquiriesQueryOptions(query));
}
