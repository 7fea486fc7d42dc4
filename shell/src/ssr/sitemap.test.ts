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
const answering = (jobs: unknown[]) => (async () => new Response(JSON.stringify(jobs))) as unknown as typeof fetch;

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
