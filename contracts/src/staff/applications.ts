/** Applications as recruiters and admins see and change them. */

import { z } from 'zod';
import { storedApplicationSchema } from '../application';
import { APPLICATION_CHANNELS } from '../application-source';
import { JOB_SLUG_MAX, JOB_SLUG_PATTERN } from '../careers';
import { APPLICATION_SORTS, APPLICATION_STAGES } from '../staff-rules';
import { datetime, pageFields, searchText } from './fields';
import { pageSchema } from './lists';
import { noteSchema } from './notes';

export const applicationStageSchema = z.enum(APPLICATION_STAGES, 'Choose a stage of the pipeline');

/** POST /api/staff/applications/search: `job` is the job's slug (fixed once the job is published). */
export const applicationQuerySchema = z.strictObject({
  job: z.string().max(JOB_SLUG_MAX).regex(JOB_SLUG_PATTERN, 'Unknown job').optional(),
  stage: applicationStageSchema.optional(),
  /** The channel the application came through (`linkedin`, `referral`…). */
  source: z.enum(APPLICATION_CHANNELS, 'Unknown source').optional(),
  q: searchText.optional(),
  sort: z.enum(APPLICATION_SORTS, 'Sort by newest or oldest').default('newest'),
  ...pageFields,
});
export type ApplicationQuery = z.infer<typeof applicationQuerySchema>;

export const trackedApplicationSchema = storedApplicationSchema.extend({
  stage: applicationStageSchema,
  notes: z.array(noteSchema),
  updatedAt: datetime,
});
export type TrackedApplication = z.infer<typeof trackedApplicationSchema>;
export const applicationSummarySchema = trackedApplicationSchema.omit({ notes: true, coverLetter: true });
export const applicationPageSchema = pageSchema(applicationSummarySchema);

/**
 * PUT /api/staff/applications/:id/stage. A move to an offer (or hired) while the job's required
 * scorecards are not all in is answered 409 with an error on `confirmMissingScorecards`: sent again
 * with it true, the move is made (and the audit says how many were missing). With `sendMail`, the
 * stage's template goes too; a template whose values are missing refuses the move (409 on `sendMail`).
 */
export const applicationStageChangeSchema = z.strictObject({
  stage: applicationStageSchema,
  confirmMissingScorecards: z.boolean('Confirm with true or false').optional(),
  /** Also send the target stage's template to the candidate (candidate-mail.ts's STAGE_MAIL_KINDS), in one request. */
  sendMail: z.boolean('Send the mail: true or false').optional(),
});
export type ApplicationStageChange = z.infer<typeof applicationStageChangeSchema>;
