import { enquiryOwnersSchema } from 'contracts/staff';
import { queryOptions, useQuery } from 'shared-ui/query';
import { staffGet } from '../../../lib/api';

/** GET /api/staff/enquiries/owners: whom an enquiry may be assigned to (sales and admins). */
export function getEnquiryOwners() {
  return staffGet('/enquiries/owners', enquiryOwnersSchema);
}

/** The team changes seldom: asked once per opening of an enquiry's page, kept a minute. */
export const enquiryOwnersQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'enquiry-owners'], queryFn: getEnquiryOwners, staleTime: 60_000 });

export function useEnquiryOwners() {
  return useQuery(enquiryOwnersQueryOptions());
}
