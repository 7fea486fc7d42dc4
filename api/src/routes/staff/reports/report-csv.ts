/** The hiring report as CSV rows: one row per figure, the whole period first, then each job. */
import { type HiringFigures, type HiringReport, REPORT_SOURCE_LABELS } from 'contracts/staff';
import type { CsvColumn } from '../../admin/csv';

export interface HiringReportCsvRow {
  job: string;
  jobTitle: string;
  section: 'Funnel' | 'Rejected' | 'Time in stage' | 'Time to hire' | 'Source';
  item: string;
  count: number;
  conversion?: number | null;
  medianDays?: number | null;
  meanDays?: number | null;
  hires?: number;
}

const ALL_JOBS = { job: '', jobTitle: 'All jobs' };
const cell = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** A share as a percentage with one decimal, as a spreadsheet shows it. */
const percent = (share: number | null | undefined) =>
  share === null || share === undefined ? '' : `${(share * 100).toFixed(1)}%`;

export const HIRING_REPORT_COLUMNS: readonly CsvColumn<HiringReportCsvRow>[] = [
  ['Job', (row) => row.job],
  ['Job title', (row) => row.jobTitle],
  ['Section', (row) => row.section],
  ['Item', (row) => row.item],
  ['Count', (row) => cell(row.count)],
  ['Conversion from previous stage', (row) => percent(row.conversion)],
  ['Median days', (row) => cell(row.medianDays)],
  ['Mean days', (row) => cell(row.meanDays)],
  ['Hires', (row) => cell(row.hires)],
];

function figureRows(scope: { job: string; jobTitle: string }, figures: HiringFigures): HiringReportCsvRow[] {
  return [
    ...figures.funnel.map((row) => ({
      ...scope,
      section: 'Funnel' as const,
      item: row.stage,
      count: row.reached,
      conversion: row.conversion,
    })),
    { ...scope, section: 'Rejected', item: 'rejected', count: figures.rejected },
    ...figures.timeInStage.map(({ stage, left, medianDays, meanDays }) => ({
      ...scope,
      section: 'Time in stage' as const,
      item: stage,
      count: left,
      medianDays,
      meanDays,
    })),
    {
      ...scope,
      section: 'Time to hire',
      item: 'hired',
      count: figures.timeToHire.hires,
      medianDays: figures.timeToHire.medianDays,
      meanDays: figures.timeToHire.meanDays,
    },
    ...figures.sources.map((row) => ({
      ...scope,
      section: 'Source' as const,
      item: REPORT_SOURCE_LABELS[row.channel],
      count: row.applications,
      hires: row.hires,
    })),
  ];
}

export function hiringReportRows(report: HiringReport): HiringReportCsvRow[] {
  return [
    ...figureRows(ALL_JOBS, report.overall),
    ...report.jobs.flatMap((job) => figureRows({ job: job.jobSlug, jobTitle: job.jobTitle }, job)),
  ];
}
