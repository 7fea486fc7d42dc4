/**
 * Where candidate mail (its templates' placeholders) meets interviews: the mail routes take a
 * source of these values, the interviews module provides it.
 */
import type { TrackedApplication } from 'contracts/staff';

/** In the application's language; a value is missing while the application has no such interview. */
export interface InterviewPlaceholders {
  /** The interviewers' names, joined for a sentence. */
  interviewer?: string;
  /** The booked time, written out with its time zone. */
  slot?: string;
  /** The signed public link where the candidate picks a time. */
  schedulingLink?: string;
}

export type InterviewPlaceholderSource = (application: TrackedApplication) => Promise<InterviewPlaceholders>;
