/**
 * Interviews of an application: a recruiter proposes times for one or more interviewers, the
 * candidate books one from a signed link (contracts/interview-booking), a recruiter may cancel
 * or reschedule. Times travel in UTC (ISO 8601); each screen shows them in its reader's zone.
 */

import { z } from 'zod';
import { interviewSlotSchema } from '../interview-booking';
import { staffRefSchema } from './enquiries';
import { datetime } from './fields';

export const INTERVIEW_STATES = ['open', 'booked', 'cancelled'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];

/** Times fall on this grid (a quarter of an hour): an interviewer's bookings are compared block by block. */
export const INTERVIEW_STEP_MINUTES = 15;
export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 240;
export const INTERVIEW_SLOTS_MAX = 10;
export const INTERVIEWERS_MAX = 5;

const STEP_MS = INTERVIEW_STEP_MINUTES * 60_000;
export const SLOT_REQUIRED_MESSAGE = 'Enter a date and time';
export const SLOT_ON_GRID_MESSAGE = `Times start on the quarter hour (:00, :15, :30, :45)`;

const slotStart = z.iso
  .datetime({ offset: true, message: SLOT_REQUIRED_MESSAGE })
  .refine((value) => Date.parse(value) % STEP_MS === 0, SLOT_ON_GRID_MESSAGE);

export const interviewSlotsSchema = z
  .array(slotStart, 'Propose at least one time')
  .min(1, 'Propose at least one time')
  .max(INTERVIEW_SLOTS_MAX, `Propose at most ${INTERVIEW_SLOTS_MAX} times`)
  .refine((slots) => new Set(slots.map((slot) => Date.parse(slot))).size === slots.length, 'Each time once');

/** POST /api/staff/applications/:id/interviews */
export const interviewProposalSchema = z.strictObject({
  interviewerIds: z
    .array(z.string().min(1).max(64), 'Choose the interviewers')
    .min(1, 'Choose at least one interviewer')
    .max(INTERVIEWERS_MAX, `At most ${INTERVIEWERS_MAX} interviewers`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each interviewer once'),
  durationMinutes: z
    .number('Choose how long the interview lasts')
    .int('Use whole minutes')
    .min(INTERVIEW_DURATION_MIN, `At least ${INTERVIEW_DURATION_MIN} minutes`)
    .max(INTERVIEW_DURATION_MAX, `At most ${INTERVIEW_DURATION_MAX} minutes`)
    .refine((minutes) => minutes % INTERVIEW_STEP_MINUTES === 0, `In steps of ${INTERVIEW_STEP_MINUTES} minutes`),
  /** Each proposed start (the end follows from the duration). */
  slots: interviewSlotsSchema,
});
export type InterviewProposal = z.infer<typeof interviewProposalSchema>;

/** POST /api/staff/applications/:id/interviews/:interviewId/reschedule: new times; a booked interview opens again. */
export const interviewRescheduleSchema = z.strictObject({ slots: interviewSlotsSchema });
export type InterviewReschedule = z.infer<typeof interviewRescheduleSchema>;

export const interviewParamsSchema = z.strictObject({
  id: z.string().min(1).max(64),
  interviewId: z.string().min(1).max(64),
});

export const interviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  jobSlug: z.string(),
  jobTitle: z.string(),
  interviewers: z.array(staffRefSchema),
  durationMinutes: z.number().int(),
  slots: z.array(interviewSlotSchema),
  state: z.enum(INTERVIEW_STATES),
  booked: interviewSlotSchema.optional(),
  /** After this the candidate's link no longer books. */
  linkExpiresAt: datetime,
  /** The candidate's link (signed), to copy into a message. */
  link: z.string(),
  /** The calendar event's UID and SEQUENCE (RFC 5545): one event, updated, for every reader. */
  uid: z.string(),
  sequence: z.number().int().nonnegative(),
  proposedBy: staffRefSchema,
  createdAt: datetime,
  updatedAt: datetime,
});
export type Interview = z.infer<typeof interviewSchema>;

/** GET /api/staff/applications/interviewers: the enabled staff accounts an interview may be proposed for. */
export const interviewerListSchema = z.object({ items: z.array(staffRefSchema) });
export type InterviewerList = z.infer<typeof interviewerListSchema>;

export const interviewListSchema = z.object({ items: z.array(interviewSchema) });
export type InterviewList = z.infer<typeof interviewListSchema>;
