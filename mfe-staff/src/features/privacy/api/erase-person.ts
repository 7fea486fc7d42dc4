import { erasureResultSchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';

/** POST /api/staff/privacy/erasures: deletes their enquiries and applications, resumes, notes and mail copies. */
export function erasePerson(email: string) {
  return staffSend('POST', '/privacy/erasures', { email }, erasureResultSchema);
}

/** Every staff list may have held what was erased. */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePerson,
    onSuccess: () => queryClient.removeQueries({ queryKey: ['staff'], predicate: (query) => query.queryKey[1] !== 'session' }),
  });
}
