import type { Job } from 'contracts';
import { brand } from 'contracts/brand';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { createJobFeedCache } from './feed-cache';
import { buildIndeedFeed } from './indeed-feed';
import { jobFeedAtom, jobFeedRss } from './job-feed';

const job = (overrides: Partial<Job> = {}): Job => ({
  id: 'REQ-2026-041',
  slug: 'senior-cybersecurity-analyst',
  title: 'Senior Cybersecurity Analyst',
  department: 'Security',
  location: 'Chicago, IL',
  type: 'Full-time',
  description: 'Lead threat detection & incident response for <government> clients.',
  posted_date: '2026-11-10',
  closing_date: '2027-01-31',
  responsibilities: ['Triage alerts'],
  requirements: ['5+ years in a SOC'],
  benefits: ['401(k) match'],
  pay: { min: 135_000, max: 165_000, currency: 'USD', period: 'year' },
  updated: '2026-11-20T16:45:00.000Z',
  ...overrides,
});

const doha = job({
  id: 'REQ-2026-038',
  slug: 'penetration-tester',
  title: 'Penetration Tester ]]> & <b>',
  location: 'Doha, Qatar',
  type: 'Contract',
  closing_date: undefined,
  pay: undefined,
  updated: '2026-11-18T09:00:00.000Z',
});

const parser = new Parser();
const indeedParser = new XMLParser({ cdataPropName: false, isArray: (name) => name === 'job' });

describe('the RSS and Atom feeds', () => {
  it('RSS 2.0: a channel of the open jobs, each linked to its page, as a feed parser reads it', async () => {
    const feed = await parser.parseString(jobFeedRss([job(), doha], 'en'));
    expect(feed.title).toBe(`Open positions at ${brand.name}`);
    expect(feed.link).toBe(`${brand.siteUrl}/careers`);
    expect(feed.items.map((item) => [item.title, item.link, item.guid])).toEqual([
      [
        'Senior Cybersecurity Analyst',
        `${brand.siteUrl}/careers/senior-cybersecurity-analyst`,
        `${brand.siteUrl}/careers/senior-cybersecurity-analyst`,
      ],
      [
        'Penetration Tester ]]> & <b>',
        `${brand.siteUrl}/careers/penetration-tester`,
        `${brand.siteUrl}/careers/penetration-tester`,
      ],
    ]);
    const [first] = feed.items;
    // RSS dates an item by its publication: the day the job was posted.
    expect(first?.isoDate).toBe('2026-11-10T00:00:00.000Z');
    expect(first?.categories).toEqual(['Security']);
    expect(first?.content).toBe('Chicago, IL · Full-time · Lead threat detection & incident response for <government> clients.');
    // The whole page's text as HTML, its own text escaped in it.
    const html = first?.['content:encoded'];
    expect(html).toContain('<p>Lead threat detection &amp; incident response for &lt;government&gt; clients.</p>');
    expect(html).toContain('<li>Triage alerts</li>');
  });

  it('Atom 1.0: the same jobs, with the feed dated by the newest change', async () => {
    const xml = jobFeedAtom([job(), doha], 'en');
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = await parser.parseString(xml);
    expect(feed.items.map((item) => item.link)).toEqual([
      `${brand.siteUrl}/careers/senior-cybersecurity-analyst`,
      `${brand.siteUrl}/careers/penetration-tester`,
    ]);
    expect(new XMLParser().parse(xml).feed.updated).toBe('2026-11-20T16:45:00.000Z');
  });

  it('in Arabic: its own title and language, every job linked to its Arabic page', async () => {
    const xml = jobFeedRss([job()], 'ar');
    const feed = await parser.parseString(xml);
    expect(feed.title).toBe(`الوظائف الشاغرة في ${brand.name}`);
    expect(feed.language).toBe('ar');
    expect(feed.items[0]?.link).toBe(`${brand.siteUrl}/ar/careers/senior-cybersecurity-analyst`);
    const atom = await parser.parseString(jobFeedAtom([job()], 'ar'));
    expect(atom.items[0]?.link).toBe(`${brand.siteUrl}/ar/careers/senior-cybersecurity-analyst`);
  });

  it('an empty board is a valid feed with no items', async () => {
    expect((await parser.parseString(jobFeedRss([], 'en'))).items).toEqual([]);
    expect((await parser.parseString(jobFeedAtom([], 'en'))).items).toEqual([]);
  });

  it('drops characters XML cannot hold rather than write a document no reader opens', async () => {
    const xml = jobFeedRss([job({ title: 'Analyst\u0000\u0008 (SOC)' })], 'en');
    expect((await parser.parseString(xml)).items[0]?.title).toBe('Analyst (SOC)');
  });
});

describe("Indeed's XML feed", () => {
  const required = ['title', 'date', 'referencenumber', 'url', 'company', 'city', 'country', 'description'];

  it('has the publisher and, per job, every required element in CDATA', () => {
    const xml = buildIndeedFeed([job(), doha]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { source } = indeedParser.parse(xml);
    expect(source.publisher).toBe(brand.name);
    expect(source.publisherurl).toBe(brand.siteUrl);
    expect(source.job).toHaveLength(2);
    for (const entry of source.job) for (const name of required) expect(entry[name]).toEqual(expect.any(String));
    expect(xml).toContain('<title><![CDATA[Senior Cybersecurity Analyst]]></title>');
  });

  it("says a job's place, type, dates and pay as Indeed reads them", () => {
    const { source } = indeedParser.parse(buildIndeedFeed([job(), doha]));
    const [chicago, qatar] = source.job;
    expect(chicago).toMatchObject({
      referencenumber: 'REQ-2026-041',
      url: `${brand.siteUrl}/careers/senior-cybersecurity-analyst`,
      company: brand.name,
      city: 'Chicago',
      state: 'IL',
      country: 'US',
      jobtype: 'fulltime',
      category: 'Security',
      date: 'Tue, 10 Nov 2026 00:00:00 GMT',
      expirationdate: '2027-01-31',
      salary: '135,000 - 165,000 USD per year',
    });
    expect(chicago.description).toContain('<h3>Key Responsibilities</h3><ul><li>Triage alerts</li></ul>');
    expect(qatar).toMatchObject({ city: 'Doha', country: 'QA', jobtype: 'contract' });
    expect(qatar).not.toHaveProperty('state');
    expect(qatar).not.toHaveProperty('salary');
    expect(qatar).not.toHaveProperty('expirationdate');
  });

  it('keeps a text holding `]]>` whole, across two CDATA sections', () => {
    const { source } = indeedParser.parse(buildIndeedFeed([doha]));
    expect(source.job[0].title).toBe('Penetration Tester ]]> & <b>');
  });

  it('leaves out a type Indeed has no name for', () => {
    const { source } = indeedParser.parse(buildIndeedFeed([job({ type: 'Fellowship' })]));
    expect(source.job[0]).not.toHaveProperty('jobtype');
  });
});

describe('the feed cache', () => {
  it('serves its copy for the same jobs and builds again once a job differs', () => {
    const cache = createJobFeedCache();
    const first = cache.feed('rss', 'en', [job(), doha]);
    expect(cache.feed('rss', 'en', [job(), doha])).toBe(first);
    expect(cache.builds()).toBe(1);
    const withoutDoha = cache.feed('rss', 'en', [job()]);
    expect(withoutDoha).not.toContain('penetration-tester');
    expect(cache.builds()).toBe(2);
    cache.feed('rss', 'ar', [job()]);
    cache.feed('indeed', 'en', [job()]);
    expect(cache.builds()).toBe(4);
  });
});
