import type { Job } from 'contracts';
import type { StaffJob } from 'contracts/staff';
import { DuplicateKeyError, type Store } from '../store/store';
import { jobs } from './jobs';
import { locations } from './locations';
import { services } from './services';
import { stories } from './stories';

/**
 * Loads the site's content at every start. Offices and services are the code's (upserted by
 * slug or id); jobs and news stories are data: each written only into a store that has none of
 * them, after which staff own them. Resolves to which of the two were written.
 */
export async function seedStore(store: Store): Promise<{ jobsSeeded: boolean; storiesSeeded: boolean }> {
  await store.locations.upsertMany(locations);
  await store.services.upsertMany(services);
  return {
    jobsSeeded: await seedOnce(store.jobs, jobs.map(seededJob)),
    storiesSeeded: await seedOnce(store.stories, stories),
  };
}

/** Writes the items into a repository that holds none; whether it did. */
async function seedOnce<T>(repository: { count(): Promise<number>; create(item: T): Promise<void> }, items: T[]) {
  if ((await repository.count()) > 0) return false;
  for (const item of items) {
    try {
      await repository.create(item);
    } catch (error) {
      // Another instance starting at the same moment wrote it first.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
  return true;
}

/** A seed job is published, and dated (created, changed, published) the day it was posted. */
export function seededJob(job: Job): StaffJob {
  const day = `${job.posted_date}T00:00:00.000Z`;
  return { ...job, status: 'published', createdAt: day, updated: day, publishedAt: day };
}
