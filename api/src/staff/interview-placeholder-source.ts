/**
 * The interview values candidate mail templates put in (../mail/interview-placeholders.ts), from the
 * application's latest interview that is not cancelled: the interviewers' names, the booked time
 * written out with its zone, and the link to book while it is open; in the application's language.
 */
import { interviewerNames, slotText } from '../mail/interview-invite';
import type { InterviewPlaceholderSource } from '../mail/interview-placeholders';
import type { Store } from '../store/store';
import type { InterviewLinks } from './interview-links';

export function interviewPlaceholderSource(store: Pick<Store, 'interviews'>, links: InterviewLinks): InterviewPlaceholderSource {
  return async (application) => {
    const interviews = await store.interviews.listOfApplication(application.id);
    const interview = interviews.filter(({ state }) => state !== 'cancelled').at(-1);
    if (!interview) return {};
    const { locale } = application;
    return {
      interviewer: interviewerNames(interview.interviewers, locale),
      ...(interview.state === 'booked' && interview.booked ? { slot: slotText(interview.booked, locale) } : {}),
      ...(interview.state === 'open' ? { schedulingLink: links.url(interview, locale) } : {}),
    };
  };
}
