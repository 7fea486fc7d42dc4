import type { PrefetchResult } from 'contracts/federation';
import type { InterviewBooking } from 'contracts/interview-booking';
import { HttpError, request } from 'shared-ui';
import { type QueryClient, queryOptions, useQuery } from 'shared-ui/query';
import { loadSchemas } from '../../../lib/load-schemas';

/**
 * GET /api/interviews/{token}: the interview a candidate's link proposes. A link that is not
 * ours (malformed, or unknown to the API) is `null`, not an error: the page shows its 404 from
 * the server's cache, as a missing job does.
 */
export async function getInterviewBooking(token: string, apiBase = ''): Promise<InterviewBooking | null> {
  const { interviewBookingSchema, interviewTokenParamsSchema } = await loadSchemas();
  if (!interviewTokenParamsSchema.safeParse({ token }).success) return null; // the API answers 404 for these too
  try {
    return interviewBookingSchema.parse(await request<unknown>(`${apiBase}/api/interviews/${token}`));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Never stale on its own, never retried: the page reads it again only when a booking says the
 * times changed (a time taken meanwhile, a link that expired while open).
 */
export const interviewBookingQueryOptions = (token: string, apiBase = '') =>
  queryOptions({
    queryKey: ['interviews', token],
    queryFn: () => getInterviewBooking(token, apiBase),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });

export function useInterviewBooking(token: string) {
  return useQuery(interviewBookingQueryOptions(token));
}

/** The status the link's state calls for: 404 not ours, 410 expired or cancelled, 503 when the API cannot be reached. */
export async function prefetchInterviewBooking(
  queryClient: QueryClient,
  token: string,
  apiBase: string,
): Promise<PrefetchResult | undefined> {
  try {
    const booking = await queryClient.fetchQuery(interviewBookingQueryOptions(token, apiBase));
    if (!booking) return { status: 404 };
    return booking.state === 'expired' || booking.state === 'cancelled' ? { status: 410 } : undefined;
  } catch (error) {
    // On the server this is the shell's log: the page answers 503, and this says why (never the token).
    console.error('An interview link could not be read for its page', error);
    return { status: 503 };
  }
}
