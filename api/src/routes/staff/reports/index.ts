/**
 * /api/staff/reports: the hiring report over the applications received in a period (by default
 * the last days up to today), overall and per job, as JSON for the console and as CSV. Each read
 * is one audit entry, as a list or an export of applications is.
 */
import {
  type AuditAction,
  addDays,
  EVERY_RECORD,
  type HiringReport,
  type HiringReportQuery,
  hiringReportQuerySchema,
  hiringReportSchema,
  periodProblem,
  reportPeriodOf,
} from 'contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../../../http-errors';
import { signedIn } from '../../../plugins/staff-gate';
import { hiringReport } from '../../../reports/hiring-report';
import { recordAudit, staffActor } from '../../../staff/audit';
import type { ApplicationHistory } from '../../../store/submission-records';
import { sendCsv, toCsv } from '../../admin/csv';
import type { ZodApp } from '../../zod-app';
import { STAFF_ERRORS } from '../common';
import { HIRING_REPORT_COLUMNS, hiringReportRows } from './report-csv';

export const UNKNOWN_JOB_MESSAGE = 'Unknown job';
const config = { staff: 'applications' } as const;

/** The report a query asks for, read from the store; a field error when its period or job will not do. */
async function reportFor(app: ZodApp, query: HiringReportQuery, now: Date): Promise<HiringReport> {
  const { from, to } = reportPeriodOf(query, now.toISOString().slice(0, 10));
  const problem = periodProblem(from, to);
  if (problem) throw validationFailed({ [problem.field]: problem.message });
  if (query.job && !(await app.store.jobs.findBySlug(query.job))) throw validationFailed({ job: UNKNOWN_JOB_MESSAGE });
  const applications: ApplicationHistory[] = [];
  const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
  const [receivedFrom, receivedBefore] = [startOf(from), startOf(addDays(to, 1))];
  await app.store.applications.visitHistories(
    { receivedFrom, receivedBefore, ...(query.job ? { jobSlug: query.job } : {}) },
    (application) => applications.push(application),
  );
  return hiringReport(applications, { from, to, job: query.job ?? null, generatedAt: now.toISOString() });
}

/** Records who read the report, of which period and job, and how many applications it covered. */
function auditRead(app: ZodApp, request: Parameters<typeof signedIn>[0], action: AuditAction, report: HiringReport, now: Date) {
  return recordAudit(app.store, now, {
    actor: staffActor(signedIn(request).account),
    action,
    target: { type: 'application', id: EVERY_RECORD },
    details: { from: report.from, to: report.to, ...(report.job ? { job: report.job } : {}), rows: report.overall.applications },
  });
}

const staffReportRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, { clock }) => {
  app.get(
    '/hiring',
    {
      schema: {
        description:
          'The hiring funnel with conversions, the time in each stage, the time to hire and the applications and hires by source, overall and per job, over the applications received in the period (both days included, UTC; by default the last 90 days).',
        querystring: hiringReportQuerySchema,
        response: { 200: hiringReportSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const now = clock();
      const report = await reportFor(app, request.query, now);
      await auditRead(app, request, 'application.reported', report, now);
      return report;
    },
  );

  app.get(
    '/hiring.csv',
    {
      schema: {
        description: 'The same report as CSV: one row per figure, all jobs first, then each job.',
        querystring: hiringReportQuerySchema,
        // A CSV is sent as it is; the schema only documents the answer.
        response: { 200: z.string().describe('The report as CSV'), ...STAFF_ERRORS },
      },
      config,
    },
    async (request, reply) => {
      const now = clock();
      const report = await reportFor(app, request.query, now);
      await auditRead(app, request, 'application.report-exported', report, now);
      return sendCsv(
        reply,
        `hiring-report-${report.from}-to-${report.to}`,
        toCsv(HIRING_REPORT_COLUMNS, hiringReportRows(report)),
      );
    },
  );
};

export default staffReportRoutes;
