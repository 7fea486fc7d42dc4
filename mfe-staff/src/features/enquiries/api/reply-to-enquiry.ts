import { type EnquiryReplyInput, trackedEnquirySchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { invalidateLists } from '../../../lib/queries';
import { enquiryQueryOptions } from './get-enquiry';

/** POST /api/staff/enquiries/:id/replies: mails the reply to the enquirer; answers the enquiry with it. */
export function replyToEnquiry(id: string, reply: EnquiryReplyInput) {
  return staffSend('POST', `/enquiries/${encodeURIComponent(id)}/replies`, reply, trackedEnquirySchema);
}

export function useReplyToEnquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: EnquiryReplyInput) => replyToEnquiry(id, reply),
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryQueryOptions(id).queryKey, enquiry);
      return invalidateLists(queryClient, 'enquiries');
    },
  });
}
