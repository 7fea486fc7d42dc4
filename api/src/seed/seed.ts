import type { Job } from 'contracts';
import type { StaffJob } from 'contracts/staff';
import { DuplicateKeyError, type Store } from '../store/store';
import { jobs } from './jobs';
import { locations } from './locations';
import { services } from './services';

/**
 * Loads the site's content at every start. Offices and services are the code's (upserted by
 * slug or id); jobs are data: written only into a store that has none, after which staff own
 * them (`/api/staff/jobs`). Resolves to whether the jobs were written.
 */
export async function seedStore(store: Store): Promise<{ jobsSeeded: boolean }> {
  await store.locations.upsertMany(locations);
  await store.services.upsertMany(services);
  if ((await store.jobs.count()) > 0) return { jobsSeeded: false };
  for (const job of jobs) {
    try {
      await store.jobs.create(seededJob(job));
    } catch (error) {
      // Another instance starting at the same moment wrote it first.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
  return { jobsSeeded: true };
}

/** A seed job is published, and dated (created, changed, published) the day it was posted. */
export function seededJob(job: Job): StaffJob {
  const day = `${job.posted_date}T00:00:00.000Z`;
  return { ...job, status: 'published', createdAt: day, updated: day, publishedAt: day };
}
