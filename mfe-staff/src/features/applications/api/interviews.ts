import {
  type InterviewProposal,
  type InterviewReschedule,
  interviewerListSchema,
  interviewListSchema,
  interviewSchema,
} from 'contracts/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from 'shared-ui/query';
import { staffGet, staffSend } from '../../../lib/api';

const interviewsPath = (id: string) => `/applications/${encodeURIComponent(id)}/interviews`;
const interviewPath = (id: string, interviewId: string) => `${interviewsPath(id)}/${encodeURIComponent(interviewId)}`;

/** GET /api/staff/applications/:id/interviews: the candidate's interviews, oldest first. */
export const interviewsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'interviews', id],
    queryFn: () => staffGet(interviewsPath(id), interviewListSchema),
  });

export function useInterviews(id: string) {
  return useQuery(interviewsQueryOptions(id));
}

/** GET /api/staff/applications/interviewers: the enabled staff accounts, by name. */
export const interviewersQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'interviewers'],
    queryFn: () => staffGet('/applications/interviewers', interviewerListSchema),
    staleTime: 60_000,
  });

export function useInterviewers() {
  return useQuery(interviewersQueryOptions());
}

/** Every change answers with the interview as changed; the list is read again. */
function useInterviewMutation<Variables>(id: string, send: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsQueryOptions(id).queryKey }),
  });
}

/** POST /api/staff/applications/:id/interviews */
export const useProposeInterview = (id: string) =>
  useInterviewMutation(id, (proposal: InterviewProposal) => staffSend('POST', interviewsPath(id), proposal, interviewSchema));

/** POST /api/staff/applications/:id/interviews/:interviewId/reschedule */
export const useRescheduleInterview = (id: string) =>
  useInterviewMutation(id, ({ interviewId, ...body }: InterviewReschedule & { interviewId: string }) =>
    staffSend('POST', `${interviewPath(id, interviewId)}/reschedule`, body, interviewSchema),
  );

/** POST /api/staff/applications/:id/interviews/:interviewId/cancel */
export const useCancelInterview = (id: string) =>
  useInterviewMutation(id, (interviewId: string) =>
    staffSend('POST', `${interviewPath(id, interviewId)}/cancel`, undefined, interviewSchema),
  );
