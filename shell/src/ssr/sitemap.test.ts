/** @jest-environment node */
import { buildSitemap } from './sitemap';

const job = {
  id: 'REQ-1',
  slug: 'penetration-tester',
  title: 'Penetration Tester',
  department: 'Security',
  location: 'Doha, Qatar',
  type: 'Full-time',
  description: 'Plan and run authorised attacks.',
  posted_date: '2026-10-28',
};
const story = (slug: string) => ({
  slug,
  category: 'awards',
  picture: 'trophy',
  publishedAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-05T10:30:00.000Z',
  title: 'An award',
  summary: 'We won it.',
  author: 'Leila Mansour',
});

/** The API: the jobs at /api/careers, and the stories page by page (two to a page) at /api/stories. */
function answering(jobs: unknown[], stories: unknown[] = []): jest.MockedFunction<typeof fetch> {
  return jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/careers') return new Response(JSON.stringify(jobs));
    const page = Number(url.searchParams.get('page'));
    const items = stories.slice((page - 1) * 2, page * 2);
    return new Response(JSON.stringify({ items, total: stories.length, page, pageSize: 2 }));
  }) as jest.MockedFunction<typeof fetch>;
}

test('dates a job the day it last changed, so a publication or an edit reaches crawlers', async () => {
  const sitemap = await buildSitemap('http://api.test', answering([{ ...job, updated: '2026-11-20T16:45:00.000Z' }]));
  expect(sitemap).toMatch(/\/careers\/penetration-tester<\/loc><lastmod>2026-11-20<\/lastmod>/);
});

test('dates a job by its posted date when the API does not say when it changed', async () => {
  const sitemap = await buildSitemap('http://api.test', answering([job]));
  expect(sitemap).toMatch(/\/careers\/penetration-tester<\/loc><lastmod>2026-10-28<\/lastmod>/);
});

test('lists the pages of the route table but never the staff console', async () => {
  const sitemap = await buildSitemap('http://api.test', answering([]));
  expect(sitemap).toContain('/careers</loc>');
  expect(sitemap).not.toContain('/staff');
});

test('lists every published story, of every page of the list, in both languages, dated the day it last changed', async () => {
  const fetchImpl = answering([], [story('first-award'), story('second-award'), story('third-award')]);
  const sitemap = await buildSitemap('http://api.test', fetchImpl);
  for (const slug of ['first-award', 'second-award', 'third-award']) {
    expect(sitemap).toContain(`/news/${slug}</loc><lastmod>2026-11-05</lastmod>`);
    expect(sitemap).toContain(`/ar/news/${slug}</loc><lastmod>2026-11-05</lastmod>`);
  }
  expect(fetchImpl.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/stories'))).toEqual([
    'http://api.test/api/stories?page=1',
    'http://api.test/api/stories?page=2',
  ]);
});

test('fails rather than leave the stories out when the API cannot list them', async () => {
  const fetchImpl = (async (input: string | URL | Request) =>
    String(input).includes('/api/stories') ? new Response('{}', { status: 503 }) : new Response('[]')) as typeof fetch;
  await expect(buildSitemap('http://api.test', fetchImpl)).rejects.toThrow('503 from GET /api/stories?page=1');
});
