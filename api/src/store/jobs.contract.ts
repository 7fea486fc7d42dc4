/** Locations, services and jobs: the suite every adapter's repositories must pass. */
import type { Job } from 'contracts';
import type { StaffJob } from 'contracts/staff';
import { jobs } from '../seed/jobs';
import { locations } from '../seed/locations';
import { seededJob } from '../seed/seed';
import { services } from '../seed/services';
import { type ContractOptions, repositoryContract, START, type StoreUnderTest } from './contract-support';
import { DuplicateKeyError } from './store';

export function jobsContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} jobs contract`, open, options, (subject) => {
    const { advance } = subject;

    it('keeps locations and services in the order given, and upserting again adds no duplicates', async () => {
      await subject.store.locations.upsertMany(locations);
      await subject.store.services.upsertMany(services);
      await subject.store.locations.upsertMany(locations);
      await subject.store.services.upsertMany(services);
      expect(await subject.store.locations.list()).toEqual(locations);
      expect(await subject.store.services.list()).toEqual(services);
    });

    it('replaces a location by slug on upsert', async () => {
      await subject.store.locations.upsertMany(locations);
      const [first, ...rest] = locations;
      await subject.store.locations.upsertMany([{ ...first!, hours: 'By appointment' }, ...rest]);
      const listed = await subject.store.locations.list();
      expect(listed).toHaveLength(locations.length);
      expect(listed[0]?.hours).toBe('By appointment');
    });

    it('lists jobs newest first (posted_date, then slug) and finds one by slug or id', async () => {
      const seeded = jobs.map(seededJob);
      for (const job of seeded) await subject.store.jobs.create(job);
      const listed = await subject.store.jobs.list();
      const expected = [...seeded].sort((a, b) => b.posted_date.localeCompare(a.posted_date) || a.slug.localeCompare(b.slug));
      expect(listed).toEqual(expected);
      const analyst = seeded.find((job) => job.slug === 'senior-cybersecurity-analyst');
      expect(await subject.store.jobs.findBySlug('senior-cybersecurity-analyst')).toEqual(analyst);
      expect(await subject.store.jobs.findById(analyst!.id)).toEqual(analyst);
      expect(await subject.store.jobs.findBySlug('no-such-job')).toBeUndefined();
      expect(await subject.store.jobs.findById('REQ-NONE')).toBeUndefined();
      expect(await subject.store.jobs.count()).toBe(seeded.length);
    });

    it('does not let one job shadow another with the same title', async () => {
      const twin: Job = { ...jobs[0]!, id: 'REQ-TWIN', slug: 'senior-cybersecurity-analyst-riyadh' };
      await subject.store.jobs.create(seededJob(jobs[0]!));
      await subject.store.jobs.create(seededJob(twin));
      expect((await subject.store.jobs.list()).map((job) => job.slug).sort()).toEqual([jobs[0]!.slug, twin.slug].sort());
    });

    describe('jobs as staff edit them', () => {
      const draft = (overrides: Partial<StaffJob> = {}): StaffJob => ({
        ...seededJob(jobs[0]!),
        id: 'REQ-DRAFT-1',
        slug: 'draft-one',
        status: 'draft',
        publishedAt: undefined,
        createdAt: START.toISOString(),
        updated: START.toISOString(),
        ...overrides,
      });
      const withoutUndefined = (job: StaffJob) => JSON.parse(JSON.stringify(job)) as StaffJob;

      it('refuses a second job with a slug or an id already taken', async () => {
        await subject.store.jobs.create(draft());
        await expect(subject.store.jobs.create(draft({ id: 'REQ-DRAFT-2' }))).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(subject.store.jobs.create(draft({ slug: 'draft-two' }))).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await subject.store.jobs.count()).toBe(1);
      });

      it('pages jobs most recently created first, of one status or all', async () => {
        for (const [index, status] of (['draft', 'published', 'closed', 'draft'] as const).entries()) {
          await subject.store.jobs.create(
            draft({ id: `REQ-${index}`, slug: `job-${index}`, status, createdAt: subject.clock.now.toISOString() }),
          );
          if (index !== 2) advance(); // jobs 2 and 3 share a creation time: the id breaks the tie
        }
        const all = await subject.store.jobs.page({}, { page: 1, pageSize: 3 });
        expect(all.total).toBe(4);
        expect(all.items.map((job) => job.id)).toEqual(['REQ-2', 'REQ-3', 'REQ-1']);
        expect((await subject.store.jobs.page({}, { page: 2, pageSize: 3 })).items.map((job) => job.id)).toEqual(['REQ-0']);
        const drafts = await subject.store.jobs.page({ status: 'draft' }, { page: 1, pageSize: 10 });
        expect(drafts).toMatchObject({ total: 2 });
        expect(drafts.items.map((job) => job.id)).toEqual(['REQ-3', 'REQ-0']);
      });

      it('changes a job only while it is as expected, removing fields set to undefined', async () => {
        await subject.store.jobs.create(draft({ closing_date: '2027-01-31' }));
        const published = await subject.store.jobs.update(
          'REQ-DRAFT-1',
          { status: ['draft'] },
          { status: 'published', publishedAt: START.toISOString(), closing_date: undefined },
        );
        expect(published).toMatchObject({ status: 'published', publishedAt: START.toISOString() });
        expect(published).not.toHaveProperty('closing_date');
        expect(withoutUndefined(published!)).toEqual(await subject.store.jobs.findById('REQ-DRAFT-1'));
        expect(await subject.store.jobs.update('REQ-DRAFT-1', { status: ['draft'] }, { status: 'published' })).toBeUndefined();
        expect(await subject.store.jobs.update('REQ-DRAFT-1', { neverPublished: true }, { slug: 'renamed' })).toBeUndefined();
        expect(await subject.store.jobs.update('REQ-NONE', {}, { title: 'Nobody' })).toBeUndefined();
        expect((await subject.store.jobs.findById('REQ-DRAFT-1'))?.slug).toBe('draft-one');
      });

      it('lets exactly one of two simultaneous publications through', async () => {
        await subject.store.jobs.create(draft());
        const results = await Promise.all(
          ['a', 'b'].map((who) =>
            subject.store.jobs.update('REQ-DRAFT-1', { status: ['draft'] }, { status: 'published', title: who }),
          ),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
      });

      it('refuses to give a job a slug another job has', async () => {
        await subject.store.jobs.create(draft());
        await subject.store.jobs.create(draft({ id: 'REQ-DRAFT-2', slug: 'draft-two' }));
        await expect(
          subject.store.jobs.update('REQ-DRAFT-2', { neverPublished: true }, { slug: 'draft-one' }),
        ).rejects.toBeInstanceOf(DuplicateKeyError);
        expect((await subject.store.jobs.findById('REQ-DRAFT-2'))?.slug).toBe('draft-two');
      });
    });
  });
}
