import {
  type CandidateMailInput,
  type CandidateMailKind,
  candidateMailDraftSchema,
  candidateMailSchema,
  candidateMailsSchema,
} from 'contracts/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from 'shared-ui/query';
import { staffGet, staffSend } from '../../../lib/api';

const mailsPath = (id: string) => `/applications/${encodeURIComponent(id)}/mails`;

/** GET /api/staff/applications/:id/mails: the messages sent to the candidate, with where each mail stands. */
export const candidateMailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'candidate-mails', id],
    queryFn: () => staffGet(mailsPath(id), candidateMailsSchema),
  });

export function useCandidateMails(id: string) {
  return useQuery(candidateMailsQueryOptions(id));
}

/** POST /api/staff/applications/:id/mails/draft: a template filled with this application's values. */
export function useDraftCandidateMail(id: string) {
  return useMutation({
    mutationFn: (kind: CandidateMailKind) => staffSend('POST', `${mailsPath(id)}/draft`, { kind }, candidateMailDraftSchema),
  });
}

/** POST /api/staff/applications/:id/mails, then the timeline again. */
export function useSendCandidateMail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mail: CandidateMailInput) => staffSend('POST', mailsPath(id), mail, candidateMailSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateMailsQueryOptions(id).queryKey }),
  });
}

/** POST /api/staff/applications/:id/mails/:mailId/cancel, then the timeline again (a refusal too: the mail went meanwhile). */
export function useCancelCandidateMail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) =>
      staffSend('POST', `${mailsPath(id)}/${encodeURIComponent(mailId)}/cancel`, undefined, candidateMailSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidateMailsQueryOptions(id).queryKey }),
  });
}
