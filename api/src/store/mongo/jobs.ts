/** Jobs on MongoDB: unique slugs and ids, each change one conditional find-and-update. */
import type { StaffJob } from 'contracts/staff';
import type { Db, Filter } from 'mongodb';
import { changesUpdate } from '../documents';
import { JOBS_NEWEST_CREATED, JOBS_NEWEST_FIRST, jobExpectationQuery, LEGACY_JOBS_QUERY, legacyJobUpdate } from '../job-records';
import type { Store } from '../store';
import { createIndexes, findPage, type IndexSpec, refuseDuplicates, WITHOUT_INTERNALS } from './collections';

export const JOB_INDEXES: Record<'jobs', IndexSpec[]> = {
  jobs: [
    { key: { slug: 1 }, options: { unique: true } },
    { key: { id: 1 }, options: { unique: true } },
    { key: JOBS_NEWEST_FIRST },
    { key: JOBS_NEWEST_CREATED },
  ],
};

export async function mongoJobs(db: Db): Promise<Store['jobs']> {
  await createIndexes(db, JOB_INDEXES);
  const jobs = db.collection<StaffJob>('jobs');
  for (const job of await jobs.find(LEGACY_JOBS_QUERY).toArray()) {
    await jobs.updateOne({ _id: job._id }, legacyJobUpdate(job));
  }

  const jobOrUndefined = (job: unknown) => (job as StaffJob | null) ?? undefined;
  return {
    list: () => jobs.find({}, WITHOUT_INTERNALS).sort(JOBS_NEWEST_FIRST).toArray() as Promise<StaffJob[]>,
    page: ({ status }, request) =>
      findPage(jobs, status ? { status } : {}, JOBS_NEWEST_CREATED, request, (job) => job as StaffJob, WITHOUT_INTERNALS),
    findBySlug: async (slug) => jobOrUndefined(await jobs.findOne({ slug }, WITHOUT_INTERNALS)),
    findById: async (id) => jobOrUndefined(await jobs.findOne({ id }, WITHOUT_INTERNALS)),
    count: () => jobs.countDocuments(),
    async create(job) {
      await refuseDuplicates(() => jobs.insertOne({ ...job }));
    },
    update: async (id, expected, changes) =>
      jobOrUndefined(
        await refuseDuplicates(() =>
          jobs.findOneAndUpdate(jobExpectationQuery(id, expected) as Filter<StaffJob>, changesUpdate(changes), {
            returnDocument: 'after',
            ...WITHOUT_INTERNALS,
          }),
        ),
      ),
  };
}
