import { type JobStatus, type StaffJob, staffJobSchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { staffJobQueryOptions } from '../../../lib/jobs';
import { invalidateLists } from '../../../lib/queries';

export type JobStatusAction = 'publish' | 'close' | 'reopen';

/** Where each action leads: a draft is published, a published job closed, a closed one published again. */
export const STATUS_AFTER: Record<JobStatusAction, JobStatus> = { publish: 'published', close: 'closed', reopen: 'published' };

/** POST /api/staff/jobs/:id/publish, /close or /reopen. */
export function changeJobStatus(id: string, action: JobStatusAction) {
  return staffSend('POST', `/jobs/${encodeURIComponent(id)}/${action}`, undefined, staffJobSchema);
}

/** The new status shows at once; a refusal (409: not a draft, closing date passed, a colleague first) puts the old one back. */
export function useChangeJobStatus(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = staffJobQueryOptions(id);
  return useMutation({
    mutationFn: (action: JobStatusAction) => changeJobStatus(id, action),
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<StaffJob>(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, status: STATUS_AFTER[action] });
      return { before };
    },
    onError: (_error, _action, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (job) => queryClient.setQueryData(queryKey, job),
    onSettled: () => invalidateLists(queryClient, 'jobs'),
  });
}
