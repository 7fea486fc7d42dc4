import { type EnquiryQuery, enquiryPageSchema } from 'contracts/staff';
import { useQuery } from 'shared-ui/query';
import { listQueryOptions } from '../../../lib/queries';

/** POST /api/staff/enquiries/search: one page of the inbox, filtered and sorted by the API (the search text in the body, never a URL). */
export const enquiriesQueryOptions = (query: EnquiryQuery) =>
  listQueryOptions('enquiries', query, enquiryPageSchema, { search: true });

export function useEnquiries(query: EnquiryQuery) {
  return useQuery(enquiriesQueryOptions(query));
}
