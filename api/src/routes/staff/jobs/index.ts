/**
 * /api/staff/jobs: jobs are data. A recruiter creates a draft (never public), edits it,
 * publishes it (public from then on, its slug fixed), closes it (public, refusing applications)
 * and reopens it. Status changes are atomic: of two publications of one draft, one wins.
 */
import { randomBytes } from 'node:crypto';
import {
  type JobContent,
  type JobStatus,
  jobInputSchema,
  jobQuerySchema,
  type StaffJob,
  staffIdParamsSchema,
  staffJobPageSchema,
  staffJobSchema,
} from 'contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../../http-errors';
import { signedIn } from '../../../plugins/staff-gate';
import { isAcceptingApplications } from '../../../rules/job-closing';
import { recordAudit, staffActor } from '../../../staff/audit';
import { DuplicateKeyError } from '../../../store/store';
import type { ZodApp } from '../../zod-app';
import { CHANGED_MEANWHILE_MESSAGE, pageOf, STAFF_ERRORS } from '../common';

export const JOB_NOT_FOUND_MESSAGE = 'Job not found';
export const SLUG_TAKEN_MESSAGE = 'Another job already uses this address';
export const SLUG_FIXED_MESSAGE = 'The address cannot change once the job has been published';
export const CLOSING_DATE_PASSED_MESSAGE = 'The closing date has passed: set a later one first';

export interface StaffJobRoutesOptions {
  clock: () => Date;
}

const config = { staff: 'jobs', notFoundMessage: JOB_NOT_FOUND_MESSAGE } as const;
const target = (id: string) => ({ type: 'job', id }) as const;
const EDITABLE_FIELDS = [
  'slug',
  'title',
  'department',
  'location',
  'type',
  'description',
  'closing_date',
  'responsibilities',
  'requirements',
  'benefits',
  'pay',
  'scorecardAttributes',
  'scorecardsRequired',
] as const satisfies readonly (keyof JobContent)[];

/** A requisition id like the seed's (`REQ-2026-041`): the year and six random hex digits. */
const newJobId = (now: Date) => `REQ-${now.getUTCFullYear()}-${randomBytes(3).toString('hex').toUpperCase()}`;
const today = (now: Date) => now.toISOString().slice(0, 10);

/** Every editable field, undefined ones included, so that a removed pay range or closing date is removed. */
function contentChanges(content: JobContent): Partial<StaffJob> {
  return Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, content[field]]));
}

const staffJobRoutes: FastifyPluginAsyncZod<StaffJobRoutesOptions> = async (app, { clock }) => {
  readRoutes(app);
  createRoute(app, clock);
  editRoute(app, clock);
  statusRoute(app, clock, '/:id/publish', 'draft', 'published', 'job.published');
  statusRoute(app, clock, '/:id/close', 'published', 'closed', 'job.closed');
  statusRoute(app, clock, '/:id/reopen', 'closed', 'published', 'job.reopened');
};

async function findJob(app: ZodApp, id: string): Promise<StaffJob> {
  const job = await app.store.jobs.findById(id);
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return job;
}

async function refuseTakenSlug(app: ZodApp, slug: string, exceptId?: string) {
  const holder = await app.store.jobs.findBySlug(slug);
  if (holder && holder.id !== exceptId) throw new HttpError(409, SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
}

/** A write refused by the unique slug (another job took it between our check and the write) is a 409 on the slug. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new HttpError(409, SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
    throw error;
  }
}

/** The list, and one job. */
function readRoutes(app: ZodApp) {
  app.get(
    '/',
    { schema: { querystring: jobQuerySchema, response: { 200: staffJobPageSchema, ...STAFF_ERRORS } }, config },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return pageOf(await app.store.jobs.page(status ? { status } : {}, { page, pageSize }), request.query);
    },
  );

  app.get(
    '/:id',
    { schema: { params: staffIdParamsSchema, response: { 200: staffJobSchema, ...STAFF_ERRORS } }, config },
    async (request) => findJob(app, request.params.id),
  );
}

function createRoute(app: ZodApp, clock: () => Date) {
  app.post(
    '/',
    {
      schema: {
        description: 'Creates a draft: never shown on the public site until published.',
        body: jobInputSchema,
        response: { 201: staffJobSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request, reply) => {
      const now = clock();
      await refuseTakenSlug(app, request.body.slug);
      const draft = (): StaffJob => ({
        id: newJobId(now),
        ...request.body,
        // Until its first publication, which sets it to that day.
        posted_date: today(now),
        status: 'draft',
        createdAt: now.toISOString(),
        updated: now.toISOString(),
      });
      let job = draft();
      try {
        await app.store.jobs.create(job);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        await refuseTakenSlug(app, job.slug);
        // The random id was taken (1 in 16 million per job): one more try with another.
        job = draft();
        await slugChecked(() => app.store.jobs.create(job));
      }
      await recordAudit(app.store, now, {
        actor: staffActor(signedIn(request).account),
        action: 'job.created',
        target: target(job.id),
      });
      return reply.code(201).send(job);
    },
  );
}

function editRoute(app: ZodApp, clock: () => Date) {
  app.put(
    '/:id',
    {
      schema: {
        description: 'Replaces the content of a job in any status; its slug only while it has never been published.',
        params: staffIdParamsSchema,
        body: jobInputSchema,
        response: { 200: staffJobSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const now = clock();
      const current = await findJob(app, request.params.id);
      const content = request.body;
      const slugChanges = content.slug !== current.slug;
      if (slugChanges && current.publishedAt) throw new HttpError(409, SLUG_FIXED_MESSAGE, { slug: SLUG_FIXED_MESSAGE });
      if (slugChanges) await refuseTakenSlug(app, content.slug, current.id);
      const changes = { ...contentChanges(content), updated: now.toISOString() };
      const job = await slugChecked(() =>
        app.store.jobs.update(current.id, slugChanges ? { neverPublished: true } : {}, changes),
      );
      if (!job) throw new HttpError(409, SLUG_FIXED_MESSAGE, { slug: SLUG_FIXED_MESSAGE });
      const changed = EDITABLE_FIELDS.filter((field) => JSON.stringify(current[field]) !== JSON.stringify(content[field]));
      await recordAudit(app.store, now, {
        actor: staffActor(signedIn(request).account),
        action: 'job.edited',
        target: target(job.id),
        details: { changed: changed.join(', ') },
      });
      return job;
    },
  );
}

/** Moves a job from one status to the next, atomically; `open` jobs must still be before their closing date. */
function statusRoute(
  app: ZodApp,
  clock: () => Date,
  path: string,
  from: JobStatus,
  to: JobStatus,
  action: 'job.published' | 'job.closed' | 'job.reopened',
) {
  app.post(
    path,
    { schema: { params: staffIdParamsSchema, response: { 200: staffJobSchema, ...STAFF_ERRORS } }, config },
    async (request) => {
      const now = clock();
      const current = await findJob(app, request.params.id);
      if (current.status !== from)
        throw new HttpError(409, `Only a ${from} job can be ${action.slice(4)}; this one is ${current.status}.`);
      if (to === 'published' && !isAcceptingApplications({ status: to, closing_date: current.closing_date }, now)) {
        throw new HttpError(409, CLOSING_DATE_PASSED_MESSAGE, { closing_date: CLOSING_DATE_PASSED_MESSAGE });
      }
      const firstPublication = to === 'published' && !current.publishedAt;
      const job = await app.store.jobs.update(
        current.id,
        { status: [from] },
        {
          status: to,
          updated: now.toISOString(),
          ...(firstPublication ? { publishedAt: now.toISOString(), posted_date: today(now) } : {}),
        },
      );
      if (!job) throw new HttpError(409, CHANGED_MEANWHILE_MESSAGE);
      await recordAudit(app.store, now, { actor: staffActor(signedIn(request).account), action, target: target(job.id) });
      return job;
    },
  );
}

export default staffJobRoutes;
