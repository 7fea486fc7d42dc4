import { type StaffSession, staffSessionSchema } from 'contracts/staff';
import { queryOptions, useQuery } from 'shared-ui/query';
import { isSignedOutError, staffGet } from './api';

export const SESSION_QUERY_KEY = ['staff', 'session'] as const;

/** GET /api/staff/session: who is signed in, or null (401: no session, or it ended). */
export async function getSession(): Promise<StaffSession | null> {
  try {
    return await staffGet('/session', staffSessionSchema);
  } catch (error) {
    if (isSignedOutError(error)) return null;
    throw error;
  }
}

/**
 * Asked once per page load, then kept: sign-in, a password change and sign-out write it, and
 * any staff call answered 401 sets it to null (the console then shows the sign-in screen).
 * Never asked on the server, which has no session: it renders a loading frame instead.
 */
export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: Number.POSITIVE_INFINITY, retry: false });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
