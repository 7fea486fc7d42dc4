/**
 * The first-response clock of an enquiry: how many business days sales has to answer it,
 * per service, and when that time runs out. One table for the API (which states the due time
 * with each enquiry) and the console (which shows the time left). Business days are Monday to
 * Friday (the headquarters' week), counted in UTC days so that the rule needs no time zone.
 */
import type { ContactService } from '../contact';

/** Business days to the first reply, per service; the confirmation mail promises 1-2. */
export const FIRST_RESPONSE_TARGET_DAYS: Readonly<Record<ContactService, number>> = {
  'e-government': 1,
  cybersecurity: 1,
  encryption: 2,
  'ai-llm': 2,
  other: 2,
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Saturday and Sunday (Date#getUTCDay). */
const WEEKEND_DAYS: readonly number[] = [6, 0];

const isWeekend = (time: number) => WEEKEND_DAYS.includes(new Date(time).getUTCDay());

/**
 * When the first reply to an enquiry received at `receivedAt` is due: that many business days
 * later at the same time of day; one received on a weekend counts from the start of the next
 * business day.
 */
export function firstResponseDue(receivedAt: string, service: ContactService): string {
  let time = Date.parse(receivedAt);
  if (isWeekend(time)) {
    time = Math.floor(time / DAY_MS) * DAY_MS;
    while (isWeekend(time)) time += DAY_MS;
  }
  for (let days = FIRST_RESPONSE_TARGET_DAYS[service]; days > 0; ) {
    time += DAY_MS;
    if (!isWeekend(time)) days -= 1;
  }
  return new Date(time).toISOString();
}
