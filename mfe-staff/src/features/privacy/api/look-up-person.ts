import { personDataSchema } from 'contracts/staff';
import { useMutation } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';

/** POST /api/staff/privacy/lookups: everything held for an address (a POST, so the address stays out of URLs and logs). */
export function lookUpPerson(email: string) {
  return staffSend('POST', '/privacy/lookups', { email }, personDataSchema);
}

/** A mutation, not a query: the answer is personal data, kept on screen only, never in the query cache. */
export function useLookUpPerson() {
  return useMutation({ mutationFn: lookUpPerson });
}
