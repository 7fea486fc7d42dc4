import { useQuery } from '@tanstack/react-query';
import { type EnquiryQuery, enquiryPageSchema } from 'contracts/staff';
import { listQueryOptions } from '../../../lib/queries';

/** GET /api/staff/enquiries: one page of the inbox, filtered and sorted by the API. */
export const enquiriesQueryOptions = (query: EnquiryQuery) => listQueryOptions('enquiries', query, enquiryPageSchema);

export function useEnquiries(query: EnquiryQuery) {
  return useQuery(enquiriesQueryOptions(query));
}
