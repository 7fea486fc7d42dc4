import { loadTexts, useParams } from 'shared-ui';
import type { InterviewPageProps, LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { prefetchInterviewBooking } from '../features/interview-booking/api/get-interview-booking';
import { InterviewPageView } from '../features/interview-booking/components/interview-page';
import { interviewMessages } from '../features/interview-booking/messages';
import { careersMessages } from '../messages';

/** ./InterviewPage at /careers/interview/:token, with its booking panel from the shell (`./InterviewBooking`). */
export default function InterviewPage({ InterviewBooking }: InterviewPageProps) {
  const { token = '' } = useParams();
  return <InterviewPageView token={token} InterviewBooking={InterviewBooking} />;
}

/** The link decides the status: 404 not ours, 410 expired or cancelled, 503 when the API cannot be reached. */
export const prefetch: PagePrefetch = (queryClient, { params, apiBase }) =>
  prefetchInterviewBooking(queryClient, params.token ?? '', apiBase);

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [careersMessages, interviewMessages]);
