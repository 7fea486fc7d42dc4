import type { Job } from 'contracts';

/**
 * A job takes applications through its closing date (inclusive, as a calendar date in UTC);
 * a job without one stays open.
 */
export function isAcceptingApplications(job: Pick<Job, 'closing_date'>, now: Date): boolean {
  return job.closing_date === undefined || job.closing_date >= now.toISOString().slice(0, 10);
}
