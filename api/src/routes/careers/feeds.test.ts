import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import Parser from 'rss-parser';
import { asStaff, signedInStaff } from '../../test-support/staff';
import { closeTestApps, createTestApp } from '../../test-support/test-app';
import { FEED_CACHE_CONTROL } from './feeds';

afterEach(closeTestApps);

const feedParser = new Parser();
const xmlParser = new XMLParser({ isArray: (name) => name === 'job' });

/** The job slugs each feed lists now. */
async function feedSlugs(app: FastifyInstance) {
  const slugOf = (url: string) => url.split('/').pop();
  const read = async (url: string) => (await app.inject({ method: 'GET', url })).body;
  const rss = await feedParser.parseString(await read('/api/careers/feed.xml'));
  const atom = await feedParser.parseString(await read('/api/careers/feed.atom'));
  const indeed = xmlParser.parse(await read('/api/careers/indeed.xml')).source.job ?? [];
  return {
    rss: rss.items.map((item) => slugOf(String(item.link))),
    atom: atom.items.map((item) => slugOf(String(item.link))),
    indeed: indeed.map((job: { url: string }) => slugOf(job.url)),
  };
}

describe('the job feeds', () => {
  it.each([
    ['/api/careers/feed.xml', 'application/rss+xml; charset=utf-8'],
    ['/api/careers/feed.xml?lang=ar', 'application/rss+xml; charset=utf-8'],
    ['/api/careers/feed.atom', 'application/atom+xml; charset=utf-8'],
    ['/api/careers/indeed.xml', 'application/xml; charset=utf-8'],
  ])('%s is well-formed XML with its type, an ETag and the cache rule of a page', async (url, type) => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(FEED_CACHE_CONTROL);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('lists the jobs GET /api/careers lists, in every feed', async () => {
    const { app } = await createTestApp();
    const listed = ((await app.inject({ method: 'GET', url: '/api/careers' })).json() as { slug: string }[]).map(
      (job) => job.slug,
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(await feedSlugs(app)).toEqual({ rss: listed, atom: listed, indeed: listed });
    // A job past its closing date is in none.
    expect((await feedSlugs(app)).rss).not.toContain('devops-engineer');
  });

  it('links the Arabic feed to the Arabic pages', async () => {
    const { app } = await createTestApp();
    const feed = await feedParser.parseString((await app.inject({ method: 'GET', url: '/api/careers/feed.atom?lang=ar' })).body);
    expect(feed.items.every((item) => String(item.link).includes('/ar/careers/'))).toBe(true);
  });

  it('refuses a language the site is not in', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/careers/feed.xml?lang=fr' });
    expect(response.statusCode).toBe(400);
  });

  it('a job closed by staff leaves every feed at once, and comes back when reopened', async () => {
    const { app, store } = await createTestApp();
    const recruiter = await signedInStaff(app, store, 'recruiter');
    const before = await feedSlugs(app);
    expect(before.rss).toContain('senior-cybersecurity-analyst');
    const job = await store.jobs.findBySlug('senior-cybersecurity-analyst');
    const act = (action: string) =>
      app.inject(asStaff(recruiter, { method: 'POST', url: `/api/staff/jobs/${job?.id}/${action}` }));

    expect((await act('close')).statusCode).toBe(200);
    const closed = await feedSlugs(app);
    for (const slugs of Object.values(closed)) expect(slugs).not.toContain('senior-cybersecurity-analyst');
    expect(closed.rss).toHaveLength(before.rss.length - 1);

    expect((await act('reopen')).statusCode).toBe(200);
    expect(await feedSlugs(app)).toEqual(before);
  });

  it("an edited job's new title is in the feeds at once", async () => {
    const { app, store } = await createTestApp();
    await feedSlugs(app);
    const job = await store.jobs.findBySlug('penetration-tester');
    await store.jobs.update(String(job?.id), {}, { title: 'Senior Penetration Tester', updated: new Date().toISOString() });
    const indeed = (await app.inject({ method: 'GET', url: '/api/careers/indeed.xml' })).body;
    expect(indeed).toContain('<![CDATA[Senior Penetration Tester]]>');
    const rss = (await app.inject({ method: 'GET', url: '/api/careers/feed.xml' })).body;
    expect(rss).toContain('Senior Penetration Tester');
  });
});
