import { trackedEnquirySchema } from 'contracts/staff';
import { queryOptions, useQuery } from 'shared-ui/query';
import { staffGet } from '../../../lib/api';

/** GET /api/staff/enquiries/:id: the enquiry with its status and notes (the read is audited). */
export function getEnquiry(id: string) {
  return staffGet(`/enquiries/${encodeURIComponent(id)}`, trackedEnquirySchema);
}

export const enquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['staff', 'enquiries', id], queryFn: () => getEnquiry(id), staleTime: Number.POSITIVE_INFINITY });

export function useEnquiry(id: string) {
  return useQuery(enquiryQueryOptions(id));
}
