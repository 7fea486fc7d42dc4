import { type PasswordChange, staffSessionSchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** POST /api/staff/password: every session of the account ends; this browser gets a new one. */
export function changePassword(change: PasswordChange) {
  return staffSend('POST', '/password', change, staffSessionSchema);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => queryClient.setQueryData(SESSION_QUERY_KEY, session),
  });
}
