/** Jobs on a nedb datastore: unique slugs and ids, each change one conditional update. */
import type { StaffJob } from 'contracts/staff';
import { changesUpdate } from '../documents';
import { JOBS_NEWEST_CREATED, JOBS_NEWEST_FIRST, jobExpectationQuery, LEGACY_JOBS_QUERY, legacyJobUpdate } from '../job-records';
import type { Store } from '../store';
import { type EmbeddedFiles, withoutInternals } from './datastores';
import { findPage } from './find-page';

export async function embeddedJobs({ db, durably, updateOne }: EmbeddedFiles): Promise<Store['jobs']> {
  await db.jobs.ensureIndexAsync({ fieldName: 'slug', unique: true });
  await db.jobs.ensureIndexAsync({ fieldName: 'id', unique: true });
  for (const job of (await db.jobs.findAsync(LEGACY_JOBS_QUERY)) as (StaffJob & { _id: string })[]) {
    await db.jobs.updateAsync({ _id: job._id }, legacyJobUpdate(job));
  }

  const jobOrUndefined = (job: StaffJob | null | undefined) => (job ? withoutInternals(job) : undefined);
  return {
    list: async () => (await db.jobs.findAsync({}).sort(JOBS_NEWEST_FIRST)).map(withoutInternals<StaffJob>),
    page: ({ status }, request) =>
      findPage(db.jobs, status ? { status } : {}, JOBS_NEWEST_CREATED, request, withoutInternals<StaffJob>),
    findBySlug: async (slug) => jobOrUndefined(await db.jobs.findOneAsync({ slug })),
    findById: async (id) => jobOrUndefined(await db.jobs.findOneAsync({ id })),
    count: () => db.jobs.countAsync({}),
    async create(job) {
      await durably('jobs', () => db.jobs.insertAsync({ ...job }));
    },
    update: async (id, expected, changes) =>
      jobOrUndefined(await updateOne<StaffJob>('jobs', jobExpectationQuery(id, expected), changesUpdate(changes))),
  };
}
