import { loadTexts } from 'shared-ui';
import type { InterviewBookingProps, LoadLocale } from 'shared-ui/federation';
import { BookingPanel } from '../features/interview-booking/components/booking-panel';
import { interviewMessages } from '../features/interview-booking/messages';

/**
 * ./InterviewBooking: the interview page's times and its "Confirm this time", which the shell hands
 * `./InterviewPage`: the page's one island, hydrated (with its form library) once in view, which then
 * writes the times in the reader's own zone.
 */
export default function InterviewBooking({ token }: InterviewBookingProps) {
  return <BookingPanel token={token} />;
}

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [interviewMessages]);
