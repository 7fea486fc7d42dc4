/** What both adapters store of the job board: locations and services in the order given, and jobs. */
import type { JobStatus } from 'contracts/staff';
import type { JobExpectation } from './store';

/** Locations and services keep the order they were given in (Chicago HQ first). */
export const IN_ORDER_GIVEN = { order: 1 } as const;
/** The public list: newest posting first, then by slug. */
export const JOBS_NEWEST_FIRST = { posted_date: -1, slug: 1 } as const;
export const JOBS_NEWEST_CREATED = { createdAt: -1, id: 1 } as const;

/** Jobs from before jobs had a status; each gets `legacyJobUpdate` once, at open. */
export const LEGACY_JOBS_QUERY = { status: { $exists: false } } as const;

/** A job from before jobs had a status was public: published (its slug fixed), created and changed the day it was posted. */
export function legacyJobUpdate(job: { posted_date: string }) {
  const day = `${job.posted_date}T00:00:00.000Z`;
  return { $set: { status: 'published' as JobStatus, createdAt: day, updated: day, publishedAt: day } };
}

/** The job `id` while `expected` holds (same syntax in MongoDB and nedb). */
export function jobExpectationQuery(id: string, expected: JobExpectation): object {
  return {
    id,
    ...(expected.status ? { status: { $in: [...expected.status] } } : {}),
    ...(expected.neverPublished ? { publishedAt: { $exists: false } } : {}),
  };
}
