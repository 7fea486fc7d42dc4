/**
 * /api/staff/applications/:id/interviews: a recruiter proposes times for one or more
 * interviewers (staff accounts), cancels, or reschedules (new times: a booked interview opens
 * again, the same calendar event with the next SEQUENCE). An interviewer already booked at a
 * proposed time is refused with the slot and the interviewer named.
 */
import { randomUUID } from 'node:crypto';
import type { InterviewSlot } from 'contracts/interview-booking';
import {
  type Interview,
  interviewerListSchema,
  interviewListSchema,
  interviewParamsSchema,
  interviewProposalSchema,
  interviewRescheduleSchema,
  interviewSchema,
  type StaffRef,
  staffIdParamsSchema,
  type TrackedApplication,
} from 'contracts/staff';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound, validationFailed } from '../../../http-errors';
import type { MailComposeConfig } from '../../../mail/compose';
import { composeInterviewInvites, slotText } from '../../../mail/interview-invite';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import { type InterviewLinks, linkExpiry } from '../../../staff/interview-links';
import type { InterviewChangeResult, InterviewRecord } from '../../../store/interview-records';
import type { ZodApp } from '../../zod-app';
import { CHANGED_MEANWHILE_MESSAGE, STAFF_ERRORS, staffRefsWhere } from '../common';

export const INTERVIEW_NOT_FOUND_MESSAGE = 'Interview not found';
export const INTERVIEW_CANCELLED_MESSAGE = 'This interview is cancelled.';
export const SLOT_IN_PAST_MESSAGE = 'Choose a time in the future';
export const NO_SUCH_INTERVIEWER_MESSAGE = 'Choose interviewers among the enabled staff accounts';

export interface InterviewRouteDeps {
  links: InterviewLinks;
  mail: MailComposeConfig;
  config: { staff: 'applications'; notFoundMessage: string };
}

const MINUTE_MS = 60_000;

/** A slot's id is its start, so the same time keeps its id. */
export function slotsOf(starts: readonly string[], durationMinutes: number): InterviewSlot[] {
  return starts.map((start) => {
    const time = Date.parse(start);
    return {
      id: `s${time.toString(36)}`,
      start: new Date(time).toISOString(),
      end: new Date(time + durationMinutes * MINUTE_MS).toISOString(),
    };
  });
}

export function interviewView(record: InterviewRecord, link: string): Interview {
  return {
    ...record,
    linkExpiresAt: record.linkExpiresAt.toISOString(),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    link,
  };
}

/**
 * Every slot in the future, and none that an interviewer is already booked at (by another
 * interview than `changing`, whose own time a reschedule frees): field errors `slots.<n>` otherwise.
 */
async function checkSlots(app: ZodApp, slots: InterviewSlot[], interviewers: StaffRef[], now: Date, changing?: string) {
  const errors: Record<string, string> = {};
  slots.forEach((slot, index) => {
    if (Date.parse(slot.start) <= now.getTime()) errors[`slots.${index}`] = SLOT_IN_PAST_MESSAGE;
  });
  const clashes = await app.store.interviews.clashes(
    interviewers.map(({ id }) => id),
    slots,
  );
  for (const { interviewerId, slotId, interviewId } of clashes) {
    if (interviewId === changing) continue;
    const index = slots.findIndex(({ id }) => id === slotId);
    const slot = slots[index];
    const interviewer = interviewers.find(({ id }) => id === interviewerId);
    if (slot && interviewer)
      errors[`slots.${index}`] ??= `${interviewer.name || interviewer.email} is already booked at ${slotText(slot, 'en')}`;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

async function interviewersOf(app: ZodApp, ids: readonly string[]): Promise<StaffRef[]> {
  const accounts = await Promise.all(ids.map((id) => app.store.staffAccounts.findById(id)));
  return accounts.map((account) => {
    if (!account || account.disabled) throw validationFailed({ interviewerIds: NO_SUCH_INTERVIEWER_MESSAGE });
    return { id: account.id, email: account.email, name: account.name };
  });
}

function changed(result: InterviewChangeResult): InterviewRecord {
  if (result === 'missing') throw notFound(INTERVIEW_NOT_FOUND_MESSAGE);
  if (result === 'cancelled') throw new HttpError(409, INTERVIEW_CANCELLED_MESSAGE);
  if (result === 'conflict') throw new HttpError(409, CHANGED_MEANWHILE_MESSAGE);
  return result.changed;
}

export function interviewRoutes(app: ZodApp, clock: () => Date, deps: InterviewRouteDeps) {
  const { links, config } = deps;
  const findApplication = async (id: string) => {
    const application = await app.store.applications.findTracked(id);
    if (!application) throw notFound(config.notFoundMessage);
    return application;
  };
  const view = (record: InterviewRecord, application: TrackedApplication) =>
    interviewView(record, links.url(record, application.locale));
  const findInterview = async (applicationId: string, interviewId: string) => {
    const application = await findApplication(applicationId);
    const interview = await app.store.interviews.findById(interviewId);
    if (interview?.applicationId !== application.id) throw notFound(INTERVIEW_NOT_FOUND_MESSAGE);
    return { application, interview };
  };
  const audit = (request: FastifyRequest, now: Date, action: 'proposed' | 'rescheduled' | 'cancelled', record: InterviewRecord) =>
    recordAudit(app.store, now, {
      actor: staffActor(signedIn(request).account),
      action: `application.interview-${action}`,
      target: { type: 'application', id: record.applicationId },
      details: { interviewId: record.id, sequence: record.sequence },
    });

  app.get(
    '/interviewers',
    {
      schema: {
        description: 'The enabled staff accounts, by name: whom an interview may be proposed for.',
        response: { 200: interviewerListSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async () => ({ items: await staffRefsWhere(app.store, (account) => !account.disabled) }),
  );

  app.get(
    '/:id/interviews',
    { schema: { params: staffIdParamsSchema, response: { 200: interviewListSchema, ...STAFF_ERRORS } }, config },
    async (request) => {
      const application = await findApplication(request.params.id);
      const records = await app.store.interviews.listOfApplication(application.id);
      return { items: records.map((record) => view(record, application)) };
    },
  );

  const context = { findApplication, findInterview, view, audit, eventUid: links.eventUid };
  proposalRoute(app, clock, config, context);
  changeRoutes(app, clock, deps, context);
}

interface RouteContext {
  findApplication(id: string): Promise<TrackedApplication>;
  findInterview(
    applicationId: string,
    interviewId: string,
  ): Promise<{ application: TrackedApplication; interview: InterviewRecord }>;
  view(record: InterviewRecord, application: TrackedApplication): Interview;
  audit(
    request: FastifyRequest,
    now: Date,
    action: 'proposed' | 'rescheduled' | 'cancelled',
    record: InterviewRecord,
  ): Promise<unknown>;
  eventUid(interviewId: string): string;
}

function proposalRoute(
  app: ZodApp,
  clock: () => Date,
  config: InterviewRouteDeps['config'],
  { findApplication, view, audit, eventUid }: RouteContext,
) {
  app.post(
    '/:id/interviews',
    {
      schema: {
        description:
          'Proposes 1-10 future times of one length for one or more interviewers; the candidate books one from a link.',
        params: staffIdParamsSchema,
        body: interviewProposalSchema,
        response: { 201: interviewSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request, reply) => {
      const now = clock();
      const { account } = signedIn(request);
      const application = await findApplication(request.params.id);
      const interviewers = await interviewersOf(app, request.body.interviewerIds);
      const slots = slotsOf(request.body.slots, request.body.durationMinutes);
      await checkSlots(app, slots, interviewers, now);
      const id = randomUUID();
      const record: InterviewRecord = {
        id,
        applicationId: application.id,
        jobSlug: application.jobSlug,
        jobTitle: application.jobTitle,
        interviewers,
        durationMinutes: request.body.durationMinutes,
        slots,
        state: 'open',
        linkExpiresAt: linkExpiry(now, request.body.slots),
        uid: eventUid(id),
        sequence: 0,
        proposedBy: { id: account.id, email: account.email, name: account.name },
        createdAt: now,
        updatedAt: now,
      };
      await app.store.interviews.create(record);
      await audit(request, now, 'proposed', record);
      return reply.code(201).send(view(record, application));
    },
  );
}

function changeRoutes(
  app: ZodApp,
  clock: () => Date,
  { mail, config }: InterviewRouteDeps,
  { findInterview, view, audit }: RouteContext,
) {
  app.post(
    '/:id/interviews/:interviewId/reschedule',
    {
      schema: {
        description:
          'New times for an interview: a booked one opens again, its time freed; the same calendar event, SEQUENCE + 1.',
        params: interviewParamsSchema,
        body: interviewRescheduleSchema,
        response: { 200: interviewSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const now = clock();
      const { application, interview } = await findInterview(request.params.id, request.params.interviewId);
      const slots = slotsOf(request.body.slots, interview.durationMinutes);
      await checkSlots(app, slots, interview.interviewers, now, interview.id);
      const record = changed(
        await app.store.interviews.reschedule(
          interview.id,
          { slots, linkExpiresAt: linkExpiry(now, request.body.slots) },
          now,
          // The next booking's invitation is the update: same UID, this SEQUENCE.
          () => [],
        ),
      );
      await audit(request, now, 'rescheduled', record);
      return view(record, application);
    },
  );

  app.post(
    '/:id/interviews/:interviewId/cancel',
    {
      schema: {
        description: 'Cancels an interview; once booked, the candidate and interviewers get a METHOD:CANCEL of its event.',
        params: interviewParamsSchema,
        response: { 200: interviewSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const now = clock();
      const { application, interview } = await findInterview(request.params.id, request.params.interviewId);
      const record = changed(
        await app.store.interviews.cancel(interview.id, now, (cancelled) =>
          composeInterviewInvites(cancelled, application, 'cancelled', mail),
        ),
      );
      await audit(request, now, 'cancelled', record);
      return view(record, application);
    },
  );
}
