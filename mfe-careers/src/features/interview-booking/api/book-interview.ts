import type { InterviewBooking, InterviewChoice } from 'contracts/interview-booking';
import { postJson } from 'shared-ui';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { loadSchemas } from '../../../lib/load-schemas';
import { interviewBookingQueryOptions } from './get-interview-booking';

/** POST /api/interviews/{token} with the chosen time: the booking as it stands once booked. */
export async function bookInterview(token: string, choice: InterviewChoice): Promise<InterviewBooking> {
  const [{ interviewBookingSchema }, body] = await Promise.all([
    loadSchemas(),
    postJson<unknown>(`/api/interviews/${token}`, choice),
  ]);
  return interviewBookingSchema.parse(body);
}

/** Never retried; the booking it answers becomes the page's. */
export function useBookInterview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: InterviewChoice) => bookInterview(token, choice),
    retry: false,
    onSuccess: (booking) => queryClient.setQueryData(interviewBookingQueryOptions(token).queryKey, booking),
  });
}
