/**
 * /api/interviews/:token: the candidate's page reads the times offered and books one, with the
 * signed link a recruiter sent (no account). Answers only what the candidate may see; a link that
 * is not ours is 404, an expired, superseded or cancelled one 410, a time taken meanwhile 409.
 */
import { errorBodySchema, type Locale } from 'contracts';
import {
  type InterviewBooking,
  interviewBookingSchema,
  interviewChoiceSchema,
  interviewTokenParamsSchema,
} from 'contracts/interview-booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound, validationFailed } from '../../http-errors';
import type { MailComposeConfig } from '../../mail/compose';
import { composeInterviewInvites } from '../../mail/interview-invite';
import type { SubmissionRateLimit } from '../../plugins/rate-limit';
import { ANONYMOUS, recordAudit } from '../../staff/audit';
import type { InterviewLinks } from '../../staff/interview-links';
import type { InterviewRecord } from '../../store/interview-records';

export const INTERVIEW_LINK_UNKNOWN_MESSAGE = 'This interview link is not valid';
export const INTERVIEW_LINK_GONE_MESSAGE = 'This interview link has expired or the interview was cancelled';
export const INTERVIEW_TIME_TAKEN_MESSAGE = 'This time was taken meanwhile. Please choose another.';
export const INTERVIEW_SLOT_UNKNOWN_MESSAGE = 'Choose one of the times offered';

export interface InterviewBookingRoutesOptions {
  rateLimit: SubmissionRateLimit;
  clock: () => Date;
  links: InterviewLinks;
  mail: MailComposeConfig;
}

const ERRORS = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 410: errorBodySchema, 429: errorBodySchema };

/** The state the candidate sees: an open interview whose link has ended (or been replaced by a newer one) is expired. */
function stateOf(interview: InterviewRecord, tokenExpiresAt: Date, now: Date): InterviewBooking['state'] {
  if (interview.state !== 'open') return interview.state;
  const superseded = tokenExpiresAt.getTime() !== interview.linkExpiresAt.getTime();
  return superseded || interview.linkExpiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

const interviewBookingRoutes: FastifyPluginAsyncZod<InterviewBookingRoutesOptions> = async (app, options) => {
  const { clock, links, mail } = options;

  async function linked(token: string) {
    const claim = links.read(token);
    const interview = claim && (await app.store.interviews.findById(claim.interviewId));
    const application = interview && (await app.store.applications.findTracked(interview.applicationId));
    if (!claim || !interview || !application) throw notFound(INTERVIEW_LINK_UNKNOWN_MESSAGE);
    return { interview, application, expiresAt: claim.expiresAt };
  }

  function booking(interview: InterviewRecord, expiresAt: Date, application: { fullName: string; locale: Locale }) {
    const now = clock();
    const state = stateOf(interview, expiresAt, now);
    return {
      state,
      locale: application.locale,
      candidateName: application.fullName,
      jobTitle: interview.jobTitle,
      // Names only: the interviewers' addresses stay inside the company.
      interviewers: interview.interviewers.map(({ name }) => name).filter((name) => name !== ''),
      slots: state === 'open' ? interview.slots.filter((slot) => Date.parse(slot.start) > now.getTime()) : [],
      ...(state === 'booked' && interview.booked ? { booked: interview.booked } : {}),
      expiresAt: interview.linkExpiresAt.toISOString(),
    };
  }

  app.get(
    '/:token',
    {
      schema: {
        description: "The interview a candidate's link names: the times still free, or the one booked.",
        params: interviewTokenParamsSchema,
        response: { 200: interviewBookingSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { interview, application, expiresAt } = await linked(request.params.token);
      return booking(interview, expiresAt, application);
    },
  );

  app.post(
    '/:token',
    {
      schema: {
        description: 'Books one of the times offered; the candidate and the interviewers get a calendar invitation.',
        params: interviewTokenParamsSchema,
        body: interviewChoiceSchema,
        response: { 200: interviewBookingSchema, ...ERRORS },
      },
      config: { rateLimit: options.rateLimit },
    },
    async (request) => {
      const now = clock();
      const { interview, application, expiresAt } = await linked(request.params.token);
      const state = stateOf(interview, expiresAt, now);
      if (state === 'expired' || state === 'cancelled') throw new HttpError(410, INTERVIEW_LINK_GONE_MESSAGE);
      if (state === 'booked') throw new HttpError(409, INTERVIEW_TIME_TAKEN_MESSAGE);
      const slot = interview.slots.find(({ id }) => id === request.body.slotId);
      if (!slot) throw validationFailed({ slotId: INTERVIEW_SLOT_UNKNOWN_MESSAGE });
      if (Date.parse(slot.start) <= now.getTime()) throw new HttpError(409, INTERVIEW_TIME_TAKEN_MESSAGE);
      const result = await app.store.interviews.book(interview.id, slot.id, now, (booked) =>
        composeInterviewInvites(booked, application, 'booked', mail),
      );
      if (result === 'missing') throw notFound(INTERVIEW_LINK_UNKNOWN_MESSAGE);
      if (result === 'gone') throw new HttpError(410, INTERVIEW_LINK_GONE_MESSAGE);
      if (result === 'taken') throw new HttpError(409, INTERVIEW_TIME_TAKEN_MESSAGE);
      await recordAudit(app.store, now, {
        actor: ANONYMOUS,
        action: 'application.interview-booked',
        target: { type: 'application', id: interview.applicationId },
        details: { interviewId: interview.id, sequence: result.booked.sequence },
      });
      return booking(result.booked, expiresAt, application);
    },
  );
};

export default interviewBookingRoutes;
