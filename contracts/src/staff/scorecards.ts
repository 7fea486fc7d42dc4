/** Scorecards: each interviewer's rating of a candidate against the job's attributes. */

import { z } from 'zod';
import {
  NOTE_MAX,
  RECOMMENDATIONS,
  SCORECARD_ATTRIBUTE_MAX,
  SCORECARD_ATTRIBUTES_MAX,
  SCORECARD_RATINGS,
  SCORECARDS_REQUIRED_MAX,
} from '../staff-rules';
import { datetime } from './fields';

/** The job editor's part: what each interviewer rates, and how many scorecards an offer waits for. */
export const scorecardSetupSchema = {
  scorecardAttributes: z
    .array(
      z
        .string('Each attribute must be text')
        .trim()
        .min(2, 'An attribute needs at least 2 characters')
        .max(SCORECARD_ATTRIBUTE_MAX, `An attribute cannot exceed ${SCORECARD_ATTRIBUTE_MAX} characters`),
      'Scorecard attributes: a list of lines',
    )
    .max(SCORECARD_ATTRIBUTES_MAX, `At most ${SCORECARD_ATTRIBUTES_MAX} scorecard attributes`)
    .refine((attributes) => new Set(attributes.map((a) => a.toLowerCase())).size === attributes.length, 'Each attribute once')
    .default([]),
  scorecardsRequired: z
    .number('Enter how many scorecards an offer needs')
    .int('Use a whole number')
    .min(0, 'Use 0 or more')
    .max(SCORECARDS_REQUIRED_MAX, `At most ${SCORECARDS_REQUIRED_MAX}`)
    .default(0),
};

const rating = z.union(
  SCORECARD_RATINGS.map((value) => z.literal(value)),
  'Rate from 1 (poor) to 4 (excellent)',
);

/** POST /api/staff/applications/:id/scorecards: one per interviewer and application. */
export const scorecardInputSchema = z.strictObject({
  /** A rating per attribute of the job, by the attribute's text. */
  ratings: z.record(z.string().max(SCORECARD_ATTRIBUTE_MAX), rating, 'Rate each attribute'),
  recommendation: z.enum(RECOMMENDATIONS, 'Choose a recommendation'),
  notes: z.string('Notes must be text').trim().max(NOTE_MAX, `Notes cannot exceed ${NOTE_MAX} characters`).default(''),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

export const scorecardSchema = z.object({
  id: z.string(),
  at: datetime,
  author: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  ratings: z.record(z.string(), rating),
  recommendation: z.enum(RECOMMENDATIONS),
  notes: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/**
 * GET (and the answer to POST) /api/staff/applications/:id/scorecards, as the reader may see it:
 * who has submitted, and the scorecards themselves only once the reader has submitted theirs, so
 * that no interviewer is swayed by the others.
 */
export const scorecardViewSchema = z.object({
  attributes: z.array(z.string()),
  required: z.number().int(),
  submittedBy: z.array(z.object({ name: z.string(), at: datetime })),
  /** Every scorecard, the reader's among them; null until the reader has submitted one. */
  scorecards: z.array(scorecardSchema).nullable(),
});
export type ScorecardView = z.infer<typeof scorecardViewSchema>;
