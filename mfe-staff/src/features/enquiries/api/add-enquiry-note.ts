import { type NoteInput, trackedEnquirySchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { invalidateLists } from '../../../lib/queries';
import { enquiryQueryOptions } from './get-enquiry';

/** POST /api/staff/enquiries/:id/notes: answers the enquiry with the note. */
export function addEnquiryNote(id: string, note: NoteInput) {
  return staffSend('POST', `/enquiries/${encodeURIComponent(id)}/notes`, note, trackedEnquirySchema);
}

export function useAddEnquiryNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteInput) => addEnquiryNote(id, note),
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryQueryOptions(id).queryKey, enquiry);
      return invalidateLists(queryClient, 'enquiries');
    },
  });
}
