import type { InterviewBookingState } from 'contracts/interview-booking';
import { interviewMessages } from '../messages';
import styles from './interview-page.module.css';

const HEADINGS = { cancelled: 'interview.cancelledHeading', expired: 'interview.expiredHeading' } as const;
const TEXTS = { cancelled: 'interview.cancelledText', expired: 'interview.expiredText' } as const;

/** What a link that can no longer book says: the interview was cancelled, or the link expired. */
export function ClosedNotice({ state }: { state: Extract<InterviewBookingState, 'cancelled' | 'expired'> }) {
  const t = interviewMessages.useT();
  return (
    <div className={styles.notice}>
      <h2 className={styles.heading}>{t(HEADINGS[state])}</h2>
      <p>{t(TEXTS[state])}</p>
    </div>
  );
}
