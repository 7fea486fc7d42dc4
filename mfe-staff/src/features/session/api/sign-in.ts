import { type SignIn, staffSessionSchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** POST /api/staff/session: sets the session cookie and answers who signed in. */
export function signIn(credentials: SignIn) {
  return staffSend('POST', '/session', credentials, staffSessionSchema);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(SESSION_QUERY_KEY, session),
  });
}
