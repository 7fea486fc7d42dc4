import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jobSchema, locationSchema, SERVICE_IDS, serviceSchema, storyRecordSchema } from 'contracts';
import { openEmbeddedStore } from '../store/embedded/embedded-store';
import type { Store } from '../store/store';
import { jobs } from './jobs';
import { locations } from './locations';
import { seededJob, seedStore } from './seed';
import { services } from './services';
import { stories } from './stories';

/** The day the content was written against; closing dates are judged from it. */
const CONTENT_DATE = '2026-11-21';

describe('seed content', () => {
  it('has the five offices, each a valid location', () => {
    expect(locations.map((location) => location.name)).toEqual(['Chicago', 'Doha', 'Abu Dhabi', 'Riyadh', 'Damascus']);
    for (const location of locations) {
      expect(locationSchema.parse(location)).toEqual(location);
      expect(location.email).toMatch(/\.example$/);
      expect(location.services.length).toBeGreaterThan(0);
    }
  });

  it('has the six news stories, each valid, whole in both languages, with unique slugs and ids', () => {
    expect(stories).toHaveLength(6);
    for (const story of stories) {
      expect(storyRecordSchema.parse(story)).toEqual(story);
      expect(story.text.en.body.length).toBeGreaterThanOrEqual(3);
      expect(story.text.ar.body).toHaveLength(story.text.en.body.length);
      expect(story.text.ar.title).toMatch(/[\u0600-\u06FF]/);
      expect(story.text.ar.author).toMatch(/[\u0600-\u06FF]/);
    }
    expect(new Set(stories.map((story) => story.slug)).size).toBe(stories.length);
    expect(new Set(stories.map((story) => story.id)).size).toBe(stories.length);
  });

  it('has the four service lines', () => {
    expect(services.map((service) => service.id)).toEqual([...SERVICE_IDS]);
    for (const service of services) expect(serviceSchema.parse(service)).toEqual(service);
  });

  it('has at least 8 valid jobs with unique slugs and ids, including the one the Process tab links to', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(8);
    for (const job of jobs) expect(jobSchema.parse(job)).toEqual(job);
    expect(new Set(jobs.map((job) => job.slug)).size).toBe(jobs.length);
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
    // The careers page's Process tab's 'Apply Now' goes to /apply/senior-cybersecurity-analyst
    expect(jobs.map((job) => job.slug)).toContain('senior-cybersecurity-analyst');
  });

  it('covers the departments and locations the sitemap filters by', () => {
    expect(new Set(jobs.map((job) => job.department))).toEqual(new Set(['Engineering', 'Security', 'Product', 'Operations']));
    expect(new Set(jobs.map((job) => job.location))).toEqual(
      new Set(['Chicago, IL', 'Doha, Qatar', 'Abu Dhabi, UAE', 'Riyadh, Saudi Arabia']),
    );
    const perDepartment = new Map<string, number>();
    for (const job of jobs) perDepartment.set(job.department, (perDepartment.get(job.department) ?? 0) + 1);
    expect(Math.max(...perDepartment.values())).toBeGreaterThanOrEqual(4);
  });

  it('gives every job responsibilities, requirements and benefits, and every Chicago job its pay range', () => {
    for (const job of jobs) {
      expect(job.responsibilities.length).toBeGreaterThan(0);
      expect(job.requirements.length).toBeGreaterThan(0);
      expect(job.benefits.length).toBeGreaterThan(0);
      if (job.location.startsWith('Chicago')) {
        expect(job.pay).toBeDefined();
        expect(job.pay!.min).toBeLessThanOrEqual(job.pay!.max);
      }
    }
  });

  it('has several jobs still open and one already closed', () => {
    const open = jobs.filter((job) => job.closing_date !== undefined && job.closing_date > CONTENT_DATE);
    const closed = jobs.filter((job) => job.closing_date !== undefined && job.closing_date < CONTENT_DATE);
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(closed).toHaveLength(1);
    for (const job of jobs) expect(job.posted_date <= CONTENT_DATE).toBe(true);
  });
});

describe('seedStore', () => {
  let dataDir: string;
  let store: Store;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-seed-'));
    store = await openEmbeddedStore({ dataDir });
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('can run at every start without duplicating anything', async () => {
    expect(await seedStore(store)).toEqual({ jobsSeeded: true, storiesSeeded: true });
    expect(await seedStore(store)).toEqual({ jobsSeeded: false, storiesSeeded: false });
    expect(await store.locations.list()).toHaveLength(locations.length);
    expect(await store.services.list()).toHaveLength(services.length);
    expect(await store.jobs.list()).toHaveLength(jobs.length);
  });

  it('writes the jobs as published, dated the day each was posted', async () => {
    await seedStore(store);
    const analyst = await store.jobs.findBySlug('senior-cybersecurity-analyst');
    expect(analyst).toMatchObject({
      status: 'published',
      updated: '2026-11-10T00:00:00.000Z',
      publishedAt: '2026-11-10T00:00:00.000Z',
    });
  });

  it('writes jobs only into a store that has none: afterwards the store is the truth', async () => {
    await seedStore(store);
    const [first, ...others] = await store.jobs.list();
    await store.jobs.update(first!.id, {}, { title: 'Renamed by a recruiter', status: 'closed' });
    for (const job of others) await store.jobs.update(job.id, {}, { status: 'closed' });

    expect(await seedStore(store)).toEqual({ jobsSeeded: false, storiesSeeded: false });
    expect(await store.jobs.findById(first!.id)).toMatchObject({ title: 'Renamed by a recruiter', status: 'closed' });
    expect((await store.jobs.list()).every((job) => job.status === 'closed')).toBe(true);
  });

  it("adds no seed job to a store whose only job is a recruiter's draft", async () => {
    await store.jobs.create({ ...seededJob(jobs[0]!), id: 'REQ-OWN', slug: 'our-own-draft', status: 'draft' });
    await seedStore(store);
    expect((await store.jobs.list()).map((job) => job.slug)).toEqual(['our-own-draft']);
  });
});
