import { type JobContent, staffJobSchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { staffJobQueryOptions } from '../../../lib/jobs';
import { invalidateLists } from '../../../lib/queries';

/** POST /api/staff/jobs (a new draft) or PUT /api/staff/jobs/:id (its whole content). */
export function saveJob(id: string | undefined, content: JobContent) {
  return id
    ? staffSend('PUT', `/jobs/${encodeURIComponent(id)}`, content, staffJobSchema)
    : staffSend('POST', '/jobs', content, staffJobSchema);
}

export function useSaveJob(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: JobContent) => saveJob(id, content),
    onSuccess: (job) => {
      queryClient.setQueryData(staffJobQueryOptions(job.id).queryKey, job);
      return invalidateLists(queryClient, 'jobs');
    },
  });
}
