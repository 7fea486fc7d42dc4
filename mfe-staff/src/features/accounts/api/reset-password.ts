import { oneTimePasswordSchema } from 'contracts/staff';
import { useMutation } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';

/** POST /api/staff/accounts/:id/password-reset: a new one-time password; the account's sessions end. */
export function resetPassword(id: string) {
  return staffSend('POST', `/accounts/${encodeURIComponent(id)}/password-reset`, undefined, oneTimePasswordSchema);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
