/**
 * /api/staff/applications/:id/mails: the messages recruiters send a candidate from the console.
 * A template is drafted with the application's values (`/draft`), edited, and sent through the
 * outbox in the application's language, `Reply-To` the sender; a rejection waits its delay and
 * any message can be cancelled until a sender takes its mail. Each send and cancellation is
 * audited, never the text. A stage move with `sendMail` sends its stage's template the same way.
 */
import { randomUUID } from 'node:crypto';
import {
  type CandidateMail,
  type CandidateMailInput,
  type CandidateMailPlaceholder,
  candidateMailDraftRequestSchema,
  candidateMailDraftSchema,
  candidateMailInputSchema,
  candidateMailParamsSchema,
  candidateMailSchema,
  candidateMailsSchema,
  fillPlaceholders,
  type PlaceholderValues,
  staffIdParamsSchema,
  type TrackedApplication,
} from 'contracts/staff';
import { HttpError, notFound } from '../../../http-errors';
import { composeCandidateMail, placeholderValues, templatesInUse } from '../../../mail/candidate-mail';
import type { MailComposeConfig } from '../../../mail/compose';
import type { InterviewPlaceholderSource } from '../../../mail/interview-placeholders';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import type { StaffAccountRecord } from '../../../store/store';
import type { ZodApp } from '../../zod-app';
import { STAFF_ERRORS } from '../common';

export const MAIL_NOT_FOUND_MESSAGE = 'No such message to this candidate';
export const MAIL_ALREADY_SENT_MESSAGE = 'This mail has already been sent: it can no longer be cancelled.';
export const MAIL_BEING_SENT_MESSAGE = 'This mail is being sent right now: it can no longer be cancelled.';

/** What each placeholder waits for, in the words the refusal uses, the first step first. */
const MISSING_VALUE_MESSAGES: Record<CandidateMailPlaceholder, string> = {
  schedulingLink: 'Propose interview times before sending this mail',
  interviewer: 'Choose the interviewers before sending this mail',
  slot: 'Wait until the candidate has booked an interview time before sending this mail',
  candidateName: 'This application has no candidate name to put in this mail',
  jobTitle: 'This application has no job title to put in this mail',
};

export interface CandidateMailOptions {
  clock: () => Date;
  mail: MailComposeConfig;
  interviewPlaceholders: InterviewPlaceholderSource;
  /** How long a rejection waits before it goes (it can be cancelled meanwhile). */
  rejectionDelayMs: number;
}

/** The 409 naming what a message still needs (on `field`): never a mail with a hole. */
function missingValues(missing: CandidateMailPlaceholder[], field: string): HttpError {
  const first =
    (Object.keys(MISSING_VALUE_MESSAGES) as CandidateMailPlaceholder[]).find((name) => missing.includes(name)) ??
    'schedulingLink';
  const message = `${MISSING_VALUE_MESSAGES[first]} (it uses ${missing.map((name) => `{{${name}}}`).join(', ')}).`;
  return new HttpError(409, message, { [field]: message });
}

/** The text with its values put in. */
function filled(text: string, values: PlaceholderValues, field: string): string {
  const result = fillPlaceholders(text, values);
  if ('text' in result) return result.text;
  throw missingValues(result.missing, field);
}

/** The message with every placeholder filled from this application, or a 409 saying what is missing. */
export async function fillMessage(
  options: Pick<CandidateMailOptions, 'interviewPlaceholders'>,
  application: TrackedApplication,
  message: Pick<CandidateMailInput, 'subject' | 'text'>,
  field?: string,
): Promise<{ subject: string; text: string }> {
  const values = placeholderValues(application, await options.interviewPlaceholders(application));
  return { subject: filled(message.subject, values, field ?? 'subject'), text: filled(message.text, values, field ?? 'text') };
}

/** A template's wording in the application's language, as used now (an admin's edit or the default). */
export async function templateFor(app: ZodApp, kind: CandidateMail['kind'], application: TrackedApplication) {
  const template = templatesInUse(await app.store.candidateMailTemplates.list()).find((item) => item.kind === kind);
  const wording = template?.[application.locale] ?? { subject: '', body: '' };
  return { subject: wording.subject, text: wording.body };
}

/** Fills, stores and queues the message (a rejection after its delay), and audits it; the message as stored. */
export async function sendCandidateMail(
  app: ZodApp,
  options: CandidateMailOptions,
  application: TrackedApplication,
  input: CandidateMailInput,
  account: StaffAccountRecord,
  field?: string,
): Promise<CandidateMail> {
  const now = options.clock();
  const { subject, text } = await fillMessage(options, application, input, field);
  const author = { id: account.id, email: account.email, name: account.name };
  const sendAt = new Date(now.getTime() + (input.kind === 'rejection' ? options.rejectionDelayMs : 0));
  const id = randomUUID();
  const stored = await app.store.applications.addCandidateMail(
    application.id,
    {
      id,
      kind: input.kind,
      locale: application.locale,
      subject,
      text,
      author,
      at: now.toISOString(),
      sendAt: sendAt.toISOString(),
    },
    composeCandidateMail(application, { subject, text, author }, options.mail),
  );
  if (!stored) throw notFound('Application not found');
  await recordAudit(app.store, now, {
    actor: staffActor(account),
    action: 'application.mailed',
    target: { type: 'application', id: application.id },
    details: { mailId: id, kind: input.kind, sendAt: stored.sendAt },
  });
  return stored;
}

export function candidateMailRoutes(
  app: ZodApp,
  options: CandidateMailOptions,
  config: { staff: 'applications'; notFoundMessage: string },
): void {
  const findApplication = async (id: string) => {
    const application = await app.store.applications.findTracked(id);
    if (!application) throw notFound(config.notFoundMessage);
    return application;
  };

  app.get(
    '/:id/mails',
    { schema: { params: staffIdParamsSchema, response: { 200: candidateMailsSchema, ...STAFF_ERRORS } }, config },
    async (request) => {
      const items = await app.store.applications.findCandidateMails(request.params.id);
      if (!items) throw notFound(config.notFoundMessage);
      return { items };
    },
  );

  app.post(
    '/:id/mails/draft',
    {
      schema: {
        description: "A template in the application's language with its values filled in; 409 when one is missing.",
        params: staffIdParamsSchema,
        body: candidateMailDraftRequestSchema,
        response: { 200: candidateMailDraftSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const application = await findApplication(request.params.id);
      const { kind } = request.body;
      const draft = await fillMessage(options, application, await templateFor(app, kind, application), 'kind');
      return { kind, locale: application.locale, ...draft };
    },
  );

  app.post(
    '/:id/mails',
    {
      schema: {
        description:
          'Mails the candidate through the outbox (Reply-To the sender), placeholders filled; a rejection waits its delay.',
        params: staffIdParamsSchema,
        body: candidateMailInputSchema,
        response: { 201: candidateMailSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request, reply) => {
      const application = await findApplication(request.params.id);
      const sent = await sendCandidateMail(app, options, application, request.body, signedIn(request).account);
      return reply.code(201).send(sent);
    },
  );

  cancelRoute(app, options.clock, config);
}

/** Cancels a message whose mail no sender has taken yet; a cancelled mail is never sent. */
function cancelRoute(app: ZodApp, clock: () => Date, config: { staff: 'applications'; notFoundMessage: string }) {
  app.post(
    '/:id/mails/:mailId/cancel',
    {
      schema: {
        description: 'Cancels a message not yet sent (a rejection waiting its delay); 409 once its mail is sent or being sent.',
        params: candidateMailParamsSchema,
        response: { 200: candidateMailSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const now = clock();
      const { id, mailId } = request.params;
      const outcome = await app.store.applications.cancelCandidateMail(id, mailId, now);
      if (!outcome) throw notFound(MAIL_NOT_FOUND_MESSAGE);
      if (outcome === 'sent') throw new HttpError(409, MAIL_ALREADY_SENT_MESSAGE);
      if (outcome === 'sending') throw new HttpError(409, MAIL_BEING_SENT_MESSAGE);
      await recordAudit(app.store, now, {
        actor: staffActor(signedIn(request).account),
        action: 'application.mail-cancelled',
        target: { type: 'application', id },
        details: { mailId },
      });
      const mails = (await app.store.applications.findCandidateMails(id)) ?? [];
      const cancelled = mails.find((item) => item.id === mailId);
      if (!cancelled) throw notFound(MAIL_NOT_FOUND_MESSAGE);
      return cancelled;
    },
  );
}
