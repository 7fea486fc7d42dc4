/**
 * The hiring report's figures from the applications of a period: the funnel, the time in each
 * stage, the time to hire, and applications and hires by channel, overall and per job. Pure: the
 * route reads the store and hands the applications over.
 */
import {
  type ApplicationStage,
  FUNNEL_STAGES,
  type HiringFigures,
  type HiringReport,
  REPORT_SOURCES,
  UNKNOWN_CHANNEL,
  WAITING_STAGES,
} from 'contracts/staff';
import type { ApplicationHistory } from '../store/submission-records';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days are given to the hundredth (about a quarter of an hour). */
const DAY_PRECISION = 100;

const inDays = (ms: number) => Math.round((ms / DAY_MS) * DAY_PRECISION) / DAY_PRECISION;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Median and mean of durations in milliseconds, in days. */
function summary(durations: readonly number[]) {
  const middle = median(durations);
  const average = mean(durations);
  return { medianDays: middle === null ? null : inDays(middle), meanDays: average === null ? null : inDays(average) };
}

const funnelIndex = (stage: ApplicationStage) => (FUNNEL_STAGES as readonly ApplicationStage[]).indexOf(stage);

/** The furthest stage of the funnel the application entered: it reached every stage up to it, even one it skipped. */
function furthestReached({ stageHistory }: ApplicationHistory): number {
  return Math.max(0, ...stageHistory.map((entry) => funnelIndex(entry.stage)));
}

/** Its whole time in each stage it has left (the visits that ended, added up). */
export function timeInStages({ stageHistory }: ApplicationHistory): Map<ApplicationStage, number> {
  const spent = new Map<ApplicationStage, number>();
  stageHistory.slice(0, -1).forEach((entry, index) => {
    const next = stageHistory[index + 1] as (typeof stageHistory)[number];
    spent.set(entry.stage, (spent.get(entry.stage) ?? 0) + Date.parse(next.at) - Date.parse(entry.at));
  });
  return spent;
}

/** From received to its last entry into `hired`, for an application hired; undefined otherwise. */
export function timeToHire(application: ApplicationHistory): number | undefined {
  if (application.stage !== 'hired') return undefined;
  const hired = application.stageHistory.findLast((entry) => entry.stage === 'hired');
  return hired ? Date.parse(hired.at) - Date.parse(application.receivedAt) : undefined;
}

function funnelOf(applications: readonly ApplicationHistory[]): HiringFigures['funnel'] {
  const furthest = applications.map(furthestReached);
  const reached = FUNNEL_STAGES.map((_, index) => furthest.filter((value) => value >= index).length);
  return FUNNEL_STAGES.map((stage, index) => {
    const previous = index === 0 ? 0 : (reached[index - 1] as number);
    return {
      stage,
      reached: reached[index] as number,
      conversion: previous === 0 ? null : (reached[index] as number) / previous,
    };
  });
}

function timeInStageOf(applications: readonly ApplicationHistory[]): HiringFigures['timeInStage'] {
  const spent = applications.map(timeInStages);
  return WAITING_STAGES.map((stage) => {
    const durations = spent.flatMap((byStage) => (byStage.has(stage) ? [byStage.get(stage) as number] : []));
    return { stage, left: durations.length, ...summary(durations) };
  });
}

function sourcesOf(applications: readonly ApplicationHistory[]): HiringFigures['sources'] {
  return REPORT_SOURCES.map((channel) => {
    const from = applications.filter((application) => (application.channel ?? UNKNOWN_CHANNEL) === channel);
    return { channel, applications: from.length, hires: from.filter((application) => application.stage === 'hired').length };
  });
}

export function hiringFigures(applications: readonly ApplicationHistory[]): HiringFigures {
  const hireTimes = applications.flatMap((application) => timeToHire(application) ?? []);
  return {
    applications: applications.length,
    funnel: funnelOf(applications),
    rejected: applications.filter((application) => application.stage === 'rejected').length,
    timeInStage: timeInStageOf(applications),
    timeToHire: { hires: hireTimes.length, ...summary(hireTimes) },
    sources: sourcesOf(applications),
  };
}

/** The report: the figures of every application, then of each job's (by title), for the period asked. */
export function hiringReport(
  applications: readonly ApplicationHistory[],
  asked: Pick<HiringReport, 'from' | 'to' | 'job' | 'generatedAt'>,
): HiringReport {
  const byJob = new Map<string, ApplicationHistory[]>();
  for (const application of applications) {
    const ofJob = byJob.get(application.jobSlug);
    if (ofJob) ofJob.push(application);
    else byJob.set(application.jobSlug, [application]);
  }
  const jobs = [...byJob.entries()].map(([jobSlug, ofJob]) => ({
    jobSlug,
    jobTitle: (ofJob.at(-1) as ApplicationHistory).jobTitle,
    ...hiringFigures(ofJob),
  }));
  jobs.sort((a, b) => a.jobTitle.localeCompare(b.jobTitle, 'en') || a.jobSlug.localeCompare(b.jobSlug));
  return { ...asked, overall: hiringFigures(applications), jobs };
}
