import { trackedEnquirySchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { invalidateLists } from '../../../lib/queries';
import { enquiryQueryOptions } from './get-enquiry';

/** PUT /api/staff/enquiries/:id/owner: an account's id, or null to unassign. */
export function assignEnquiry(id: string, ownerId: string | null) {
  return staffSend('PUT', `/enquiries/${encodeURIComponent(id)}/owner`, { ownerId }, trackedEnquirySchema);
}

export function useAssignEnquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ownerId: string | null) => assignEnquiry(id, ownerId),
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryQueryOptions(id).queryKey, enquiry);
      return invalidateLists(queryClient, 'enquiries');
    },
  });
}
