/**
 * POST /api/apply/:jobId (the id is the job's slug): JSON, or multipart/form-data with a
 * `resumeFile`. The job is looked up before any upload is read, so a closed or unknown job
 * never costs a 5 MB transfer to disk.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { errorBodySchema, type Job, jobSlugSchema, type StoredApplication } from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../http-errors';
import type { ComposeOptions } from '../../mail/compose';
import { mayConfirm } from '../../mail/confirmation-limit';
import type { SubmissionRateLimit } from '../../plugins/rate-limit';
import { isAcceptingApplications, isPublic } from '../../rules/job-closing';
import type { OutgoingMail } from '../../store/outbox-entry';
import { readMultipartApplication } from '../../uploads/multipart-upload';
import type { ReceivedResume } from '../../uploads/received-resume';
import { receiptSchema } from '../receipt';
import { applicationRequestSchema } from './application-request';

// What the candidate's success toast says.
export const APPLICATION_RECEIVED_MESSAGE = "Your application has been submitted successfully. We'll be in touch soon!";
export const JOB_NOT_FOUND_MESSAGE = 'Job not found';
export const JOB_CLOSED_MESSAGE = 'This position is no longer accepting applications.';

export interface ApplyRoutesOptions {
  rateLimit: SubmissionRateLimit;
  clock: () => Date;
  /** Where uploads wait while they are checked and stored. */
  tmpDir: string;
  composeMails: (application: StoredApplication, options: ComposeOptions) => OutgoingMail[];
}

const applyRoutes: FastifyPluginAsyncZod<ApplyRoutesOptions> = async (app, { rateLimit, clock, tmpDir, composeMails }) => {
  // Anything left in the temp dir belongs to a request that died with an earlier process.
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  // Registered here, not app-wide: no other route accepts multipart.
  await app.register(multipart);

  const openJobs = new WeakMap<FastifyRequest, Job>();
  const uploads = new WeakMap<FastifyRequest, ReceivedResume>();

  async function findOpenJob(request: FastifyRequest) {
    const slug = jobSlugSchema.safeParse((request.params as { jobId?: unknown }).jobId);
    const job = slug.success ? await app.store.jobs.findBySlug(slug.data) : undefined;
    if (!job || !isPublic(job)) throw notFound(JOB_NOT_FOUND_MESSAGE);
    if (!isAcceptingApplications(job, clock())) throw new HttpError(410, JOB_CLOSED_MESSAGE);
    openJobs.set(request, job);
  }

  async function readUpload(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const { fields, resume } = await readMultipartApplication(request, tmpDir);
    if (resume) uploads.set(request, resume);
    request.body = resume ? { ...fields, resumeFile: resume } : fields;
  }

  // The temp file goes before the answer does (stored or refused alike); onRequestAbort covers
  // a client that leaves while its application is being stored.
  app.addHook('onSend', async (request, _reply, payload) => {
    await uploads.get(request)?.discard();
    return payload;
  });
  app.addHook('onRequestAbort', async (request) => {
    await uploads.get(request)?.discard();
  });

  app.post(
    '/:jobId',
    {
      schema: {
        consumes: ['application/json', 'multipart/form-data'],
        params: z.object({ jobId: jobSlugSchema }),
        body: applicationRequestSchema,
        response: {
          201: receiptSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          410: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
      config: { rateLimit, notFoundMessage: JOB_NOT_FOUND_MESSAGE },
      preValidation: [findOpenJob, readUpload],
    },
    async (request, reply) => {
      const job = openJobs.get(request);
      if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
      const { resumeFile, ...application } = request.body;
      const confirm = await mayConfirm(app.store.counters, application.email, clock());
      const stored = await app.store.applications.create(
        { ...application, jobSlug: job.slug, jobTitle: job.title },
        resumeFile && {
          fileName: resumeFile.fileName,
          contentType: resumeFile.contentType,
          stream: createReadStream(resumeFile.path),
        },
        (saved) => composeMails(saved, { confirm }),
      );
      request.log.info({ applicationId: stored.id, jobSlug: job.slug }, 'application stored');
      return reply.code(201).send({ id: stored.id, message: APPLICATION_RECEIVED_MESSAGE });
    },
  );
};

export default applyRoutes;
