/** The hiring report recruiters and admins read: GET /api/staff/reports/hiring (and `.csv`). */

import { z } from 'zod';
import { APPLICATION_CHANNEL_LABELS, APPLICATION_CHANNELS } from '../application-source';
import { jobSlugSchema } from '../careers';
import { APPLICATION_STAGES } from '../staff-rules';
import { datetime } from './fields';

/** With no period asked, the report covers this many days up to today (today included). */
export const REPORT_DEFAULT_DAYS = 90;
/** The longest period a report covers, in days (three years, a leap day included). */
export const REPORT_PERIOD_MAX_DAYS = 1096;
/** The stages an application passes through on its way to a hire, in order: the funnel. */
export const FUNNEL_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;
/** The stages an application waits in before it moves on: the time-in-stage rows. */
export const WAITING_STAGES = ['applied', 'screening', 'interview', 'offer'] as const;
/** The source row of applications from before sources were recorded. */
export const UNKNOWN_CHANNEL = 'unknown';
export const REPORT_SOURCES = [...APPLICATION_CHANNELS, UNKNOWN_CHANNEL] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
export const REPORT_SOURCE_LABELS: Record<ReportSource, string> = { ...APPLICATION_CHANNEL_LABELS, unknown: 'Not recorded' };

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_MESSAGE = 'Use a date such as 2026-11-21';
export const PERIOD_ORDER_MESSAGE = 'The end of the period must not come before its start';
export const PERIOD_LENGTH_MESSAGE = `A report covers at most ${REPORT_PERIOD_MAX_DAYS} days`;

/** The UTC day `days` after (or before) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** What is wrong with a period of whole UTC days, `from` to `to` both included; undefined when nothing. */
export function periodProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | undefined {
  if (from > to) return { field: 'to', message: PERIOD_ORDER_MESSAGE };
  if (addDays(from, REPORT_PERIOD_MAX_DAYS - 1) < to) return { field: 'from', message: PERIOD_LENGTH_MESSAGE };
  return undefined;
}

/** GET /api/staff/reports/hiring: the days received (UTC, both included) and optionally one job by its slug. */
export const hiringReportQuerySchema = z
  .strictObject({
    from: z.iso.date(DAY_MESSAGE).optional(),
    to: z.iso.date(DAY_MESSAGE).optional(),
    job: jobSlugSchema.optional(),
  })
  .superRefine(({ from, to }, context) => {
    const problem = from && to ? periodProblem(from, to) : undefined;
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type HiringReportQuery = z.infer<typeof hiringReportQuerySchema>;

/** The period a query asks for: a missing end is today, a missing start is the default length before the end. */
export function reportPeriodOf(query: Pick<HiringReportQuery, 'from' | 'to'>, today: string): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS), to };
}

const days = z.number().nonnegative().nullable().describe('In days; null when no application counts');

export const hiringFiguresSchema = z.object({
  applications: z.number().int(),
  /** How many reached each stage of the funnel (a stage skipped on the way to a later one counts as reached). */
  funnel: z.array(
    z.object({
      stage: z.enum(FUNNEL_STAGES),
      reached: z.number().int(),
      /** reached / reached at the previous stage; null for the first stage or when the previous has none. */
      conversion: z.number().nullable(),
    }),
  ),
  rejected: z.number().int(),
  /** Over the applications that left the stage: their whole time in it. */
  timeInStage: z.array(z.object({ stage: z.enum(WAITING_STAGES), left: z.number().int(), medianDays: days, meanDays: days })),
  /** From received to hired, over the applications hired. */
  timeToHire: z.object({ hires: z.number().int(), medianDays: days, meanDays: days }),
  sources: z.array(z.object({ channel: z.enum(REPORT_SOURCES), applications: z.number().int(), hires: z.number().int() })),
});
export type HiringFigures = z.infer<typeof hiringFiguresSchema>;

export const hiringReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  job: jobSlugSchema.nullable(),
  generatedAt: datetime,
  overall: hiringFiguresSchema,
  jobs: z.array(hiringFiguresSchema.extend({ jobSlug: z.string(), jobTitle: z.string() })),
});
export type HiringReport = z.infer<typeof hiringReportSchema>;

export const applicationStageEntrySchema = z.object({ stage: z.enum(APPLICATION_STAGES), at: datetime });
/** When an application entered a stage. */
export type ApplicationStageEntry = z.infer<typeof applicationStageEntrySchema>;
