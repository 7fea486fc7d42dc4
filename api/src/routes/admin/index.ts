/**
 * The staff read API under /api/admin: enquiries, applications, resume downloads and CSV
 * exports, behind a bearer token (plugins/admin-token.ts). Without a configured token the whole
 * prefix answers 404, so the API does not even reveal that it exists.
 */
import {
  APPLICATION_CHANNEL_LABELS,
  errorBodySchema,
  type StoredApplication,
  type StoredEnquiry,
  storedApplicationSchema,
  storedEnquirySchema,
  YEARS_OPTIONS,
} from 'contracts';
import {
  type AuditAction,
  type AuditEntry,
  adminErasureRequestSchema,
  EVERY_RECORD,
  erasureResultSchema,
  pageQuerySchema,
  pageSchema,
  staffIdParamsSchema,
} from 'contracts/staff';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardWithAdminToken } from '../../plugins/admin-token';
// For its `fastify.store` declaration: the app decorates the instance with the store port.
import type {} from '../../plugins/store';
import { erasePerson } from '../../privacy';
import { ADMIN_TOKEN, recordAudit } from '../../staff/audit';
import type { Page, PageRequest } from '../../store/store';
import { sendResume } from '../send-resume';
import { pageOf } from '../staff/common';
import { type CsvColumn, everything, sendCsv, toCsv } from './csv';

export interface AdminRoutesOptions {
  /** `ADMIN_TOKEN`; unset or empty disables the staff API (every path answers 404). */
  adminToken: string | undefined;
  /** Where the copies of mails are kept, for erasures. */
  dataDir: string;
}

const authErrors = { 401: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema } as const;

const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (fastify, options) => {
  // The app sets the same compilers at its root; setting them here keeps the plugin whole on its own.
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  if (!guardWithAdminToken(fastify, options.adminToken)) return;

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = () => fastify.store;
  // Every read of personal data with the token is in the audit log: a list or an export as one entry.
  const audit: Audit = (action, target, details) =>
    recordAudit(store(), new Date(), { actor: ADMIN_TOKEN, action, target, ...(details ? { details } : {}) });
  listAndExport(
    app,
    audit,
    'enquiries',
    'enquiry',
    storedEnquirySchema,
    (request) => store().enquiries.list(request),
    ENQUIRY_COLUMNS,
  );
  listAndExport(
    app,
    audit,
    'applications',
    'application',
    storedApplicationSchema,
    (request) => store().applications.list(request),
    APPLICATION_COLUMNS,
  );

  app.get(
    '/applications/:id',
    { schema: { params: staffIdParamsSchema, response: { 200: storedApplicationSchema, ...authErrors } } },
    async (request, reply) => {
      const application = await store().applications.findById(request.params.id);
      if (!application) return reply.code(404).send({ message: 'Application not found' });
      await audit('application.viewed', { type: 'application', id: application.id });
      return application;
    },
  );

  app.get(
    '/applications/:id/resume',
    {
      schema: {
        params: staffIdParamsSchema,
        // A stream is sent as it is; the schema only documents the answer.
        response: { 200: z.unknown().describe('The resume file as uploaded'), ...authErrors },
      },
    },
    async (request, reply) => {
      const resume = await store().applications.openResume(request.params.id);
      if (!resume) return reply.code(404).send({ message: 'Resume not found' });
      await audit('application.resume-opened', { type: 'application', id: request.params.id });
      return sendResume(reply, resume, 'attachment');
    },
  );

  app.post(
    '/erasures',
    {
      schema: {
        description:
          "Deletes one person's enquiries and applications, resumes, queued mails and copies of sent mails included (a deletion request).",
        body: adminErasureRequestSchema,
        response: { 200: erasureResultSchema, 400: errorBodySchema, ...authErrors },
      },
    },
    async (request) => {
      const { email } = request.body;
      const erased = await erasePerson(store(), options.dataDir, email);
      const pseudonym = fastify.pseudonyms.person(email);
      await audit('person.erased', { type: 'person', id: pseudonym }, erased);
      request.log.info({ erased }, 'staff API: personal data erased on request');
      return { ...erased, pseudonym };
    },
  );
};

export default adminRoutes;

type AdminApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
/** Records a read or a change made with the token in the audit log. */
type Audit = (action: AuditAction, target: AuditEntry['target'], details?: AuditEntry['details']) => Promise<unknown>;

/** A list of one kind page by page, and all of it as CSV, each read one entry in the audit log. */
function listAndExport<T extends { id: string }>(
  app: AdminApp,
  audit: Audit,
  name: 'enquiries' | 'applications',
  kind: 'enquiry' | 'application',
  item: z.ZodType<T>,
  list: (request: PageRequest) => Promise<Page<T>>,
  columns: readonly CsvColumn<T>[],
) {
  const target = { type: kind, id: EVERY_RECORD } as const;
  app.get(
    `/${name}`,
    { schema: { querystring: pageQuerySchema, response: { 200: pageSchema(item), ...authErrors } } },
    async (request) => {
      const page = pageOf(await list(request.query), request.query);
      await audit(`${kind}.listed`, target, { ...request.query, rows: page.items.length, total: page.total });
      return page;
    },
  );
  app.get(`/${name}.csv`, { schema: { response: authErrors } }, async (_request, reply) => {
    const rows = await everything(list);
    await audit(`${kind}.exported`, target, { rows: rows.length });
    return sendCsv(reply, name, toCsv(columns, rows));
  });
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const ENQUIRY_COLUMNS: readonly CsvColumn<StoredEnquiry>[] = [
  ['Received', (enquiry) => enquiry.receivedAt],
  ['Reference', (enquiry) => enquiry.id],
  ['Name', (enquiry) => enquiry.name],
  ['Email', (enquiry) => enquiry.email],
  ['Company', (enquiry) => enquiry.company],
  ['Website', (enquiry) => enquiry.website],
  ['Phone', (enquiry) => enquiry.phone],
  ['Signal', (enquiry) => enquiry.signal],
  ['Service', (enquiry) => enquiry.service],
  ['Message', (enquiry) => enquiry.message],
  ['Privacy accepted', (enquiry) => yesNo(enquiry.privacy)],
];

const APPLICATION_COLUMNS: readonly CsvColumn<StoredApplication>[] = [
  ['Received', (application) => application.receivedAt],
  ['Reference', (application) => application.id],
  ['Job', (application) => application.jobTitle],
  ['Job slug', (application) => application.jobSlug],
  ['Full name', (application) => application.fullName],
  ['Email', (application) => application.email],
  ['Phone', (application) => application.phone],
  ['Experience', (application) => YEARS_OPTIONS.find((option) => option.value === application.years)?.label ?? application.years],
  ['Resume file', (application) => application.resume?.fileName ?? ''],
  ['Resume link', (application) => application.resumeLink],
  ['Portfolio', (application) => application.portfolioLink],
  ['Cover letter', (application) => application.coverLetter],
  ['Terms accepted', (application) => yesNo(application.agree)],
  ['Source', (application) => (application.source ? APPLICATION_CHANNEL_LABELS[application.source.channel] : '')],
  ['UTM source', (application) => application.source?.utmSource ?? ''],
  ['UTM medium', (application) => application.source?.utmMedium ?? ''],
  ['UTM campaign', (application) => application.source?.utmCampaign ?? ''],
  ['Referring site', (application) => application.source?.referrer ?? ''],
  ['Referred by', (application) => application.source?.referredBy ?? ''],
];
