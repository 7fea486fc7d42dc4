/**
 * The first-response clock as the inbox shows it: words, never colour alone. The API states
 * when the first reply is due (the service's target) and when it went; a closed enquiry that
 * nobody answered has no clock running.
 */
import type { EnquirySummary } from 'contracts/staff';

export type ClockState = 'running' | 'overdue' | 'replied' | 'stopped';

export interface ResponseClock {
  state: ClockState;
  /** What the inbox says, e.g. `4 h 10 min left`, `Overdue by 1 day 2 h`, `Replied on time`. */
  text: string;
}

const MINUTE_MS = 60_000;

/** A span in words, to the minute: `2 days 3 h`, `5 h 20 min`, `12 min`, `under a minute`. */
export function spanText(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE_MS);
  if (minutes < 1) return 'under a minute';
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return [`${days} ${days === 1 ? 'day' : 'days'}`, ...(hours > 0 ? [`${hours} h`] : [])].join(' ');
  return [...(hours > 0 ? [`${hours} h`] : []), ...(rest > 0 ? [`${rest} min`] : [])].join(' ');
}

export function responseClock(
  enquiry: Pick<EnquirySummary, 'status' | 'firstResponseDueAt' | 'firstRepliedAt'>,
  now: Date,
): ResponseClock {
  const due = Date.parse(enquiry.firstResponseDueAt);
  if (enquiry.firstRepliedAt) {
    const late = Date.parse(enquiry.firstRepliedAt) > due;
    return { state: 'replied', text: late ? 'Replied late' : 'Replied on time' };
  }
  if (enquiry.status === 'closed') return { state: 'stopped', text: 'Closed without a reply' };
  const left = due - now.getTime();
  return left > 0
    ? { state: 'running', text: `${spanText(left)} left` }
    : { state: 'overdue', text: `Overdue by ${spanText(left)}` };
}
