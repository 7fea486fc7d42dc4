import type { InterviewBooking, InterviewSlot } from 'contracts/interview-booking';
import { useEffect, useRef, useState } from 'react';
import { messageWith } from '../../../lib/message-with';
import { useInterviewBooking } from '../api/get-interview-booking';
import { interviewMessages } from '../messages';
import { slotText } from '../slot-times';
import { ClosedNotice } from './closed-notice';
import styles from './interview-page.module.css';
import { type BookingResult, SlotForm } from './slot-form';
import { useShownTimeZone } from './use-shown-time-zone';

const RESULT_MESSAGES = {
  booked: 'interview.invitation',
  taken: 'interview.taken',
  failed: 'interview.failed',
} as const satisfies Record<BookingResult, string>;

/**
 * The page's island: the free times to choose from, or the time booked, in the reader's zone
 * once hydrated. The result of a choice is said in a live region that stays in place.
 */
export function BookingPanel({ token }: { token: string }) {
  const { data: booking } = useInterviewBooking(token);
  const [result, setResult] = useState<BookingResult>();
  const t = interviewMessages.useT();
  return (
    <div className={styles.panel}>
      <BookingContent token={token} booking={booking} justBooked={result === 'booked'} onResult={setResult} />
      <p role="status" className={result && result !== 'booked' ? styles.problem : styles.result}>
        {result && t(RESULT_MESSAGES[result])}
      </p>
    </div>
  );
}

interface BookingContentProps {
  token: string;
  booking: InterviewBooking | null | undefined;
  justBooked: boolean;
  onResult: (result: BookingResult | undefined) => void;
}

function BookingContent({ token, booking, justBooked, onResult }: BookingContentProps) {
  const t = interviewMessages.useT();
  // A link the API stopped knowing while the page was open (a booking answered 404).
  if (!booking) return <p className={styles.notice}>{t('interview.notFoundText')}</p>;
  if (booking.state === 'booked' && booking.booked) return <BookedTime slot={booking.booked} justBooked={justBooked} />;
  if (booking.state === 'open') return <SlotForm token={token} booking={booking} onResult={onResult} />;
  return <ClosedNotice state={booking.state === 'cancelled' ? 'cancelled' : 'expired'} />;
}

/** The time booked; just booked, its heading takes the focus, as the apply page's thanks does. */
function BookedTime({ slot, justBooked }: { slot: InterviewSlot; justBooked: boolean }) {
  const t = interviewMessages.useT();
  const { locale, timeZone, zoneName, local } = useShownTimeZone(slot.start);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justBooked) headingRef.current?.focus();
  }, [justBooked]);
  return (
    <div className={styles.booked}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('interview.bookedHeading')}
      </h2>
      <p>
        {messageWith(t, 'interview.bookedText', {
          time: (
            <time dateTime={slot.start} suppressHydrationWarning>
              {slotText(slot, locale, timeZone)}
            </time>
          ),
        })}
      </p>
      <p className={styles.zone} suppressHydrationWarning>
        {t(local ? 'interview.zoneLocal' : 'interview.zoneServer', { zone: zoneName })}
      </p>
      {!justBooked && <p>{t('interview.alreadyBooked')}</p>}
    </div>
  );
}
