import type { EnquiryStatus, TrackedEnquiry } from 'contracts/staff';
import { trackedEnquirySchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { invalidateLists } from '../../../lib/queries';
import { enquiryQueryOptions } from './get-enquiry';

/** PUT /api/staff/enquiries/:id/status */
export function changeEnquiryStatus(id: string, status: EnquiryStatus) {
  return staffSend('PUT', `/enquiries/${encodeURIComponent(id)}/status`, { status }, trackedEnquirySchema);
}

/** The new status shows at once; a refusal (a colleague moved it first: 409) puts the old one back. */
export function useChangeEnquiryStatus(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = enquiryQueryOptions(id);
  return useMutation({
    mutationFn: (status: EnquiryStatus) => changeEnquiryStatus(id, status),
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<TrackedEnquiry>(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, status });
      return { before };
    },
    onError: (_error, _status, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (enquiry) => queryClient.setQueryData(queryKey, enquiry),
    onSettled: () => invalidateLists(queryClient, 'enquiries'),
  });
}
