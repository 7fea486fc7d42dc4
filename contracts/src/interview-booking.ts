/**
 * The public page where a candidate picks an interview time from a signed, expiring link sent by
 * a recruiter (no account): `GET /api/interviews/:token` reads the proposal, `POST` books a time.
 * A POST answers 200 with the booking, 404 for a link that is not ours, 409 when the time was
 * taken meanwhile (an interviewer booked elsewhere), 410 when the link has expired or the
 * interview was cancelled.
 */
import { z } from 'zod';
import { SUPPORTED_LOCALES } from './languages';

/** A signed token as it travels in the link: base64url characters only (no dot, which would make the path read as a file's). */
export const INTERVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,400}$/;
export const INTERVIEW_LINK_INVALID_MESSAGE = 'This interview link is not valid';

/** A candidate's booking page, in either language: personal, so never kept by a cache. */
export function isInterviewPath(pathname: string): boolean {
  return /^(?:\/ar)?\/careers\/interview\//.test(pathname);
}

export const interviewTokenParamsSchema = z.strictObject({
  token: z.string().regex(INTERVIEW_TOKEN_PATTERN, INTERVIEW_LINK_INVALID_MESSAGE),
});

export const interviewSlotSchema = z.strictObject({
  id: z.string().min(1).max(64),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

export const INTERVIEW_BOOKING_STATES = ['open', 'booked', 'cancelled', 'expired'] as const;
export type InterviewBookingState = (typeof INTERVIEW_BOOKING_STATES)[number];

/** What the candidate's page shows: only what the candidate may see. */
export const interviewBookingSchema = z.strictObject({
  state: z.enum(INTERVIEW_BOOKING_STATES),
  /** The language the candidate applied in: the page and the mails use it. */
  locale: z.enum(SUPPORTED_LOCALES),
  candidateName: z.string(),
  jobTitle: z.string(),
  /** The interviewers' display names. */
  interviewers: z.array(z.string()),
  /** The times still free to choose (empty unless `open`). */
  slots: z.array(interviewSlotSchema),
  /** The time booked, once `booked`. */
  booked: interviewSlotSchema.optional(),
  expiresAt: z.iso.datetime(),
});
export type InterviewBooking = z.infer<typeof interviewBookingSchema>;

export const INTERVIEW_SLOT_REQUIRED_MESSAGE = 'Choose a time for your interview';

/** POST /api/interviews/:token */
export const interviewChoiceSchema = z.strictObject({
  slotId: z.string(INTERVIEW_SLOT_REQUIRED_MESSAGE).min(1, INTERVIEW_SLOT_REQUIRED_MESSAGE).max(64),
});
export type InterviewChoice = z.infer<typeof interviewChoiceSchema>;
