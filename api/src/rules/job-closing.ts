import type { StaffJob } from 'contracts/staff';
import type { Store } from '../store/store';

/** Only published and closed jobs are public: a draft is unknown to visitors (404). */
export function isPublic(job: Pick<StaffJob, 'status'>): boolean {
  return job.status !== 'draft';
}

/**
 * A job takes applications while it is published and through its closing date (inclusive, as a
 * calendar date in UTC); a published job without one stays open until staff close it.
 */
export function isAcceptingApplications(job: Pick<StaffJob, 'status' | 'closing_date'>, now: Date): boolean {
  return job.status === 'published' && (job.closing_date === undefined || job.closing_date >= now.toISOString().slice(0, 10));
}

/** The jobs that take applications now: the public list, and the job feeds. */
export async function listOpenJobs(jobs: Pick<Store['jobs'], 'list'>, now: Date): Promise<StaffJob[]> {
  return (await jobs.list()).filter((job) => isAcceptingApplications(job, now));
}
