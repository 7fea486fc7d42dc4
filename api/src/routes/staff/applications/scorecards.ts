/**
 * /api/staff/applications/:id/scorecards: each interviewer rates the candidate on the job's
 * attributes, once, and sees the others' scorecards only after submitting their own.
 */

import { randomUUID } from 'node:crypto';
import {
  type ApplicationStage,
  SCORECARD_STAGES,
  type Scorecard,
  type ScorecardView,
  scorecardInputSchema,
  scorecardViewSchema,
  staffIdParamsSchema,
  type TrackedApplication,
} from 'contracts/staff';
import { HttpError, notFound, validationFailed } from '../../../http-errors';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import type { StaffAccountRecord, Store } from '../../../store/store';
import type { ZodApp } from '../../zod-app';
import { STAFF_ERRORS } from '../common';

export const SCORECARD_TAKEN_MESSAGE = 'You have already submitted a scorecard for this candidate.';
export const NO_SCORECARD_MESSAGE = 'This job has no scorecard yet: add the attributes to rate in the job editor.';

interface ScorecardSetup {
  attributes: string[];
  required: number;
}

async function setupOf(store: Store, application: Pick<TrackedApplication, 'jobSlug'>): Promise<ScorecardSetup> {
  const job = await store.jobs.findBySlug(application.jobSlug);
  return { attributes: job?.scorecardAttributes ?? [], required: job?.scorecardsRequired ?? 0 };
}

/** What the reader may see: who submitted, and every scorecard once the reader's own is among them. */
export function scorecardView(setup: ScorecardSetup, scorecards: Scorecard[], readerId: string): ScorecardView {
  const hasSubmitted = scorecards.some((scorecard) => scorecard.author.id === readerId);
  return {
    ...setup,
    submittedBy: scorecards.map(({ author, at }) => ({ name: author.name, at })),
    scorecards: hasSubmitted ? scorecards : null,
  };
}

/** A rating for every attribute of the job, and for nothing else: one field error per attribute left out. */
function checkRatings(attributes: string[], ratings: Record<string, number>) {
  const errors: Record<string, string> = {};
  for (const attribute of attributes) if (!(attribute in ratings)) errors[`ratings.${attribute}`] = `Rate ${attribute}`;
  for (const attribute of Object.keys(ratings))
    if (!attributes.includes(attribute)) errors[`ratings.${attribute}`] = `${attribute} is not an attribute of this job`;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

function newScorecard(author: StaffAccountRecord, input: Omit<Scorecard, 'id' | 'at' | 'author'>, now: Date): Scorecard {
  return { id: randomUUID(), at: now.toISOString(), author: { id: author.id, email: author.email, name: author.name }, ...input };
}

/**
 * The stage move's check: an offer (or a hire) made before the job's required scorecards are in
 * must be confirmed; the count missing goes into the audit through the answer's message.
 */
export async function missingScorecardsRefusal(
  store: Store,
  application: TrackedApplication,
  to: ApplicationStage,
  confirmed: boolean,
): Promise<HttpError | undefined> {
  if (confirmed || !SCORECARD_STAGES.includes(to) || SCORECARD_STAGES.includes(application.stage)) return undefined;
  const { required } = await setupOf(store, application);
  const submitted = (await store.applications.findScorecards(application.id))?.length ?? 0;
  if (submitted >= required) return undefined;
  const message = `${submitted} of ${required} required scorecards are in. Move anyway?`;
  return new HttpError(409, message, { confirmMissingScorecards: message });
}

export function scorecardRoutes(app: ZodApp, clock: () => Date, config: { staff: 'applications'; notFoundMessage: string }) {
  const findApplication = async (id: string) => {
    const application = await app.store.applications.findTracked(id);
    if (!application) throw notFound(config.notFoundMessage);
    return application;
  };

  app.get(
    '/:id/scorecards',
    { schema: { params: staffIdParamsSchema, response: { 200: scorecardViewSchema, ...STAFF_ERRORS } }, config },
    async (request) => {
      const application = await findApplication(request.params.id);
      const scorecards = (await app.store.applications.findScorecards(application.id)) ?? [];
      return scorecardView(await setupOf(app.store, application), scorecards, signedIn(request).account.id);
    },
  );

  app.post(
    '/:id/scorecards',
    {
      schema: {
        description: "Submits the reader's scorecard: a rating (1-4) per attribute of the job, a recommendation and notes; once.",
        params: staffIdParamsSchema,
        body: scorecardInputSchema,
        response: { 201: scorecardViewSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request, reply) => {
      const now = clock();
      const { account } = signedIn(request);
      const application = await findApplication(request.params.id);
      const setup = await setupOf(app.store, application);
      if (setup.attributes.length === 0) throw new HttpError(409, NO_SCORECARD_MESSAGE);
      checkRatings(setup.attributes, request.body.ratings);
      const scorecard = newScorecard(account, request.body, now);
      const added = await app.store.applications.addScorecard(application.id, scorecard);
      if (!added) throw notFound(config.notFoundMessage);
      if (added === 'duplicate') throw new HttpError(409, SCORECARD_TAKEN_MESSAGE);
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'application.scorecard-submitted',
        target: { type: 'application', id: application.id },
        details: { scorecardId: scorecard.id, recommendation: scorecard.recommendation },
      });
      const scorecards = (await app.store.applications.findScorecards(application.id)) ?? [];
      return reply.code(201).send(scorecardView(setup, scorecards, account.id));
    },
  );
}
