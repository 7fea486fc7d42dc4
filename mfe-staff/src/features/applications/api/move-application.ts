import { type ApplicationStage, type ApplicationStageChange, trackedApplicationSchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { invalidateLists } from '../../../lib/queries';
import { applicationQueryOptions } from './get-application';

/** PUT /api/staff/applications/:id/stage */
export function moveApplication(id: string, change: ApplicationStageChange) {
  return staffSend('PUT', `/applications/${encodeURIComponent(id)}/stage`, change, trackedApplicationSchema);
}

/** A move; `confirmMissingScorecards` once staff chose to make an offer before the required scorecards are in. */
export interface Move extends ApplicationStageChange {
  id: string;
}

interface StagedList {
  items: { id: string; stage: ApplicationStage }[];
}

const isList = (queryKey: readonly unknown[]) => typeof queryKey[2] === 'object';

/**
 * A card moves at once, on the board and on the candidate's page; a refusal (409: a colleague
 * moved it first) puts it back where it was and says why.
 */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: Move) => moveApplication(id, change),
    onMutate: async ({ id, stage }) => {
      const filters = { queryKey: ['staff', 'applications'] };
      await queryClient.cancelQueries(filters);
      const before = queryClient.getQueriesData(filters);
      for (const [queryKey, data] of before) {
        if (!data) continue;
        if (isList(queryKey)) {
          const list = data as StagedList;
          queryClient.setQueryData(queryKey, {
            ...list,
            items: list.items.map((item) => (item.id === id ? { ...item, stage } : item)),
          });
        } else if (queryKey[2] === id) {
          queryClient.setQueryData(queryKey, { ...(data as object), stage });
        }
      }
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSuccess: (application) => queryClient.setQueryData(applicationQueryOptions(application.id).queryKey, application),
    onSettled: () => invalidateLists(queryClient, 'applications'),
  });
}
