import { useMutation, useQueryClient } from 'shared-ui/query';
import { z } from 'zod';
import { isSignedOutError, staffSend } from '../../../lib/api';
import { clearAllDrafts } from '../../../lib/form-draft';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** DELETE /api/staff/session: the session is revoked and its cookie cleared (204). */
export function signOut() {
  return staffSend('DELETE', '/session', undefined, z.unknown());
}

/** Signs out and forgets every staff answer and draft this tab holds; a session already ended counts as signed out. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      signOut().catch((error: unknown) => {
        if (!isSignedOutError(error)) throw error;
      }),
    onSuccess: () => {
      clearAllDrafts();
      queryClient.removeQueries({ queryKey: ['staff'] });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
