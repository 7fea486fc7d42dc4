/**
 * /api/staff/applications: the hiring pipeline. Applications by job, stage and text (a POST
 * search, the text staying out of URLs), one with its notes, its resume (a PDF shown in the browser, other types downloaded), stage moves
 * (which may mail the stage's template), notes, scorecards and mails to the candidate.
 */
import {
  type ApplicationQuery,
  type ApplicationStage,
  type ApplicationStageChange,
  applicationPageSchema,
  applicationQuerySchema,
  applicationStageChangeSchema,
  EVERY_RECORD,
  STAGE_MAIL_KINDS,
  staffIdParamsSchema,
  type TrackedApplication,
  trackedApplicationSchema,
} from 'contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../../http-errors';
import type { MailComposeConfig } from '../../../mail/compose';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import type { InterviewLinks } from '../../../staff/interview-links';
import type { ApplicationFilter } from '../../../store/store';
import { PDF } from '../../../uploads/resume-type';
import { sendResume } from '../../send-resume';
import type { ZodApp } from '../../zod-app';
import { listAuditDetails, pageOf, STAFF_ERRORS } from '../common';
import { triageRoutes } from '../triage-routes';
import { type CandidateMailOptions, candidateMailRoutes, fillMessage, sendCandidateMail, templateFor } from './candidate-mail';
import { interviewRoutes } from './interviews';
import { missingScorecardsRefusal, scorecardRoutes } from './scorecards';

export const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found';
export const RESUME_NOT_FOUND_MESSAGE = 'This application has no resume file';
/**
 * A PDF is shown by the browser's own viewer, which Chromium builds from an <embed> and inline
 * styles, so it needs `object-src 'self'` and inline style; it may be framed by the staff
 * console (same origin) to sit beside the candidate's details, and nowhere else.
 */
export const PDF_CONTENT_SECURITY_POLICY =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export interface StaffApplicationRoutesOptions extends CandidateMailOptions {
  /** The candidates' interview links and the invitations' signature. */
  interviews: { links: InterviewLinks; mail: MailComposeConfig };
}

const config = { staff: 'applications', notFoundMessage: APPLICATION_NOT_FOUND_MESSAGE } as const;

/** The store's filter for the search's parameters, each left out when not asked. */
function applicationFilterOf({ job, stage, source, q }: ApplicationQuery): ApplicationFilter {
  return {
    ...(job ? { jobSlug: job } : {}),
    ...(stage ? { stage } : {}),
    ...(source ? { source } : {}),
    ...(q ? { text: q } : {}),
  };
}

/** The stage's template, for a move asked to send it; none for a stage without one or a move that does not ask. */
const stageMailKind = (to: ApplicationStage, body: ApplicationStageChange) =>
  body.sendMail === true ? STAGE_MAIL_KINDS[to] : undefined;

const staffApplicationRoutes: FastifyPluginAsyncZod<StaffApplicationRoutesOptions> = async (app, options) => {
  const { clock, interviews } = options;
  app.post(
    '/search',
    {
      schema: {
        description:
          "Applications by job, stage, source and text (a POST: the text may be someone's address), in the order and page asked.",
        body: applicationQuerySchema,
        response: { 200: applicationPageSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const { sort, page, pageSize } = request.body;
      const result = await app.store.applications.search(applicationFilterOf(request.body), { page, pageSize, sort });
      await recordAudit(app.store, clock(), {
        actor: staffActor(signedIn(request).account),
        action: 'application.listed',
        target: { type: 'application', id: EVERY_RECORD },
        details: listAuditDetails(request.body, result, app.pseudonyms),
      });
      // A card of the pipeline leaves the notes and the cover letter out (the schemas are strict, as the submission's are).
      const items = result.items.map(({ notes: _notes, coverLetter: _coverLetter, ...summary }) => summary);
      return pageOf({ items, total: result.total }, request.body);
    },
  );

  triageRoutes<TrackedApplication, 'stage', ApplicationStage>(app, {
    clock,
    type: 'application',
    config,
    schema: trackedApplicationSchema,
    records: app.store.applications,
    move: {
      field: 'stage',
      description:
        'Moves the application to any other stage of the pipeline (applied, screening, interview, offer, hired, rejected).',
      body: applicationStageChangeSchema,
      action: 'application.stage-changed',
      // A pipeline board moves cards both ways: any other stage will do.
      refuse: async (from, to, application, body: ApplicationStageChange) => {
        if (from === to) return new HttpError(409, `The application is already at ${to}.`, { stage: `Already at ${to}` });
        const kind = stageMailKind(to, body);
        // A mail that could not be filled refuses the move before it is made, never after.
        if (kind) await fillMessage(options, application, await templateFor(app, kind, application), 'sendMail');
        return missingScorecardsRefusal(app.store, application, to, body.confirmMissingScorecards === true);
      },
      write: (id, from, to, at) => app.store.applications.moveStage(id, from, to, at),
      async after(moved, body: ApplicationStageChange, account) {
        const kind = stageMailKind(moved.stage, body);
        if (!kind) return;
        const wording = await templateFor(app, kind, moved);
        await sendCandidateMail(app, options, moved, { kind, ...wording }, account, 'sendMail');
      },
    },
  });

  scorecardRoutes(app, clock, config);
  candidateMailRoutes(app, options, config);
  interviewRoutes(app, clock, { ...interviews, config });

  resumeRoute(app, clock);
};

/** The resume as uploaded; each opening is audited. */
function resumeRoute(app: ZodApp, clock: () => Date) {
  app.get(
    '/:id/resume',
    {
      schema: {
        description: 'The resume as uploaded: a PDF inline (shown by the browser), a DOC or DOCX as an attachment.',
        params: staffIdParamsSchema,
        // A stream is sent as it is; the schema only documents the answer.
        response: { 200: z.unknown().describe('The resume file'), ...STAFF_ERRORS },
      },
      config,
      // After the site-wide headers: a PDF may be framed by the staff console (same origin only).
      onSend: async (_request, reply, payload) => {
        if (reply.getHeader('content-security-policy') === PDF_CONTENT_SECURITY_POLICY)
          reply.header('x-frame-options', 'SAMEORIGIN');
        return payload;
      },
    },
    async (request, reply) => {
      const resume = await app.store.applications.openResume(request.params.id);
      if (!resume) throw notFound(RESUME_NOT_FOUND_MESSAGE);
      await recordAudit(app.store, clock(), {
        actor: staffActor(signedIn(request).account),
        action: 'application.resume-opened',
        target: { type: 'application', id: request.params.id },
      });
      const isPdf = resume.contentType === PDF.contentType;
      if (isPdf) reply.header('content-security-policy', PDF_CONTENT_SECURITY_POLICY);
      return sendResume(reply, resume, isPdf ? 'inline' : 'attachment');
    },
  );
}

export default staffApplicationRoutes;
