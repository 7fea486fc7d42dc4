import { type ScorecardInput, scorecardViewSchema } from 'contracts/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from 'shared-ui/query';
import { staffGet, staffSend } from '../../../lib/api';

const scorecardsPath = (id: string) => `/applications/${encodeURIComponent(id)}/scorecards`;

/** GET /api/staff/applications/:id/scorecards: who has submitted, and every scorecard once the reader has. */
export const scorecardsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'scorecards', id],
    queryFn: () => staffGet(scorecardsPath(id), scorecardViewSchema),
  });

export function useScorecards(id: string) {
  return useQuery(scorecardsQueryOptions(id));
}

/** POST /api/staff/applications/:id/scorecards: answers with the scorecards, now the reader's is in. */
export function useSubmitScorecard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scorecard: ScorecardInput) => staffSend('POST', scorecardsPath(id), scorecard, scorecardViewSchema),
    onSuccess: (view) => queryClient.setQueryData(scorecardsQueryOptions(id).queryKey, view),
  });
}
