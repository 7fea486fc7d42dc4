import { type AccountCreate, oneTimePasswordSchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { invalidateLists } from '../../../lib/queries';

/** POST /api/staff/accounts: the account and its one-time password, which is shown only in this answer. */
export function createAccount(account: AccountCreate) {
  return staffSend('POST', '/accounts', account, oneTimePasswordSchema);
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAccount, onSuccess: () => invalidateLists(queryClient, 'accounts') });
}
