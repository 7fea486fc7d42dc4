import { type AccountUpdate, type StaffAccount, staffAccountSchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { invalidateLists } from '../../../lib/queries';
import { accountsQueryOptions } from './get-accounts';

/** PATCH /api/staff/accounts/:id: name, role or disabled; disabling ends the account's sessions. */
export function updateAccount(id: string, update: AccountUpdate) {
  return staffSend('PATCH', `/accounts/${encodeURIComponent(id)}`, update, staffAccountSchema);
}

interface Update {
  id: string;
  update: AccountUpdate;
}

/** The change shows in the list at once; a refusal (409: one's own role, disabling oneself) puts it back. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  const { queryKey } = accountsQueryOptions();
  return useMutation({
    mutationFn: ({ id, update }: Update) => updateAccount(id, update),
    onMutate: async ({ id, update }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) {
        queryClient.setQueryData(queryKey, {
          ...before,
          items: before.items.map((account): StaffAccount => (account.id === id ? { ...account, ...update } : account)),
        });
      }
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => invalidateLists(queryClient, 'accounts'),
  });
}
