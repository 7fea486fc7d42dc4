import { CAREERS_STALE_MS, errorBodySchema, jobDetailSchema, jobListItemSchema, jobListSchema, jobSchema } from 'contracts';
import { closeTestApps, createTestApp } from '../../test-support/test-app';

afterEach(closeTestApps);

// The fields the careers list shows, and when the job last changed (the sitemap's lastmod).
const LIST_FIELDS = ['department', 'description', 'id', 'location', 'posted_date', 'slug', 'title', 'type', 'updated'];

describe('GET /api/careers', () => {
  it('lists open jobs newest first with the list fields only', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/careers' });
    expect(response.statusCode).toBe(200);
    const jobs = jobListSchema.parse(response.json());
    expect(jobs.length).toBeGreaterThanOrEqual(8);
    for (const job of response.json() as Record<string, unknown>[]) expect(Object.keys(job).sort()).toEqual(LIST_FIELDS);
    const dates = jobs.map((job) => job.posted_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(jobs.map((job) => job.slug)).toContain('senior-cybersecurity-analyst');
  });

  it('leaves out a job whose closing date has passed', async () => {
    const { app } = await createTestApp();
    const jobs = jobListSchema.parse((await app.inject({ method: 'GET', url: '/api/careers' })).json());
    expect(jobs.map((job) => job.slug)).not.toContain('devops-engineer');
  });

  it('is cacheable for the five minutes the careers data stays fresh', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/careers' });
    expect(response.headers['cache-control']).toBe(`public, max-age=${CAREERS_STALE_MS / 1000}`);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 with no body when If-None-Match holds the current ETag', async () => {
    const { app } = await createTestApp();
    const first = await app.inject({ method: 'GET', url: '/api/careers' });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`]) {
      const second = await app.inject({ method: 'GET', url: '/api/careers', headers: { 'if-none-match': ifNoneMatch } });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      expect(second.headers.etag).toBe(etag);
    }
  });

  it('answers 200 with a new ETag once the jobs change', async () => {
    const { app, store } = await createTestApp();
    const first = await app.inject({ method: 'GET', url: '/api/careers' });
    const [job] = await store.jobs.list();
    await store.jobs.update(job!.id, {}, { title: `${job!.title} (Arabic speaking)` });
    const second = await app.inject({
      method: 'GET',
      url: '/api/careers',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('GET /api/careers/:slug', () => {
  it('answers the whole job', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/careers/senior-cybersecurity-analyst' });
    expect(response.statusCode).toBe(200);
    const job = jobSchema.parse(response.json());
    expect(job).toMatchObject({ slug: 'senior-cybersecurity-analyst', location: 'Chicago, IL' });
    expect(job.responsibilities.length).toBeGreaterThan(0);
    expect(job.requirements.length).toBeGreaterThan(0);
    expect(job.benefits.length).toBeGreaterThan(0);
    expect(job.pay).toEqual(expect.objectContaining({ currency: 'USD', period: 'year' }));
    expect(jobListItemSchema.parse(job)).toBeDefined();
    expect(response.headers['cache-control']).toBe(`public, max-age=${CAREERS_STALE_MS / 1000}`);
  });

  it('answers 304 for an unchanged job', async () => {
    const { app } = await createTestApp();
    const first = await app.inject({ method: 'GET', url: '/api/careers/penetration-tester' });
    const second = await app.inject({
      method: 'GET',
      url: '/api/careers/penetration-tester',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it.each([
    'no-such-job',
    'Senior-Cybersecurity-Analyst',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    'a'.repeat(150),
    'job%20with%20spaces',
  ])("answers 404 'Job not found' for %s", async (slug) => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: `/api/careers/${slug}` });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual({ message: 'Job not found' });
  });

  it('still shows a closed job, so links to it keep working', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/careers/devops-engineer' });
    expect(response.statusCode).toBe(200);
  });

  it('says whether the job still takes applications, by the API clock', async () => {
    const { app } = await createTestApp();
    const acceptance = async (slug: string) =>
      jobDetailSchema.parse((await app.inject({ method: 'GET', url: `/api/careers/${slug}` })).json()).accepting_applications;
    expect(await acceptance('senior-cybersecurity-analyst')).toBe(true);
    expect(await acceptance('ux-designer-public-services')).toBe(true); // no closing date
    expect(await acceptance('devops-engineer')).toBe(false);
  });

  it('closes a job the day after its closing date, with a new ETag', async () => {
    const { app, clock } = await createTestApp();
    const url = '/api/careers/senior-cybersecurity-analyst'; // closes 2027-01-31
    clock.now = new Date('2027-01-31T23:59:00.000Z');
    const lastDay = await app.inject({ method: 'GET', url });
    expect(jobDetailSchema.parse(lastDay.json()).accepting_applications).toBe(true);
    clock.now = new Date('2027-02-01T00:00:00.000Z');
    const nextDay = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(lastDay.headers.etag) } });
    expect(nextDay.statusCode).toBe(200);
    expect(jobDetailSchema.parse(nextDay.json()).accepting_applications).toBe(false);
  });
});
