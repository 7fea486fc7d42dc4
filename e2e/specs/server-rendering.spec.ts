import { type APIRequestContext, expect, request as requestContext, test } from '@playwright/test';
import { brand } from 'contracts/brand';
import { startPrivateSite } from '../fixtures/private-site';

/** A page as a crawler or a link preview gets it: the server's answer, no JavaScript run. */
async function expectServerPage(request: APIRequestContext, path: string, status: number, text: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await response.text()).toContain(text);
}

const CAREERS_STATUSES = [
  ['/careers/no-such-job', 404, 'Job Not Found'],
  ['/apply/no-such-job', 404, 'Job not found'],
  // A job past its closing date: its page stays (200), its application form is gone.
  ['/careers/devops-engineer', 200, 'Applications are closed'],
  ['/apply/devops-engineer', 410, 'Applications are closed'],
] as const;

for (const [path, status, text] of [
  ['/culture', 200, 'Our Core Values'],
  ['/services/encryption', 200, 'Encryption Technologies'],
  ['/contact', 200, 'Get in Touch'],
  ['/no-such-page', 404, '404 Page Not Found'],
  ['/news/some-story', 404, 'Story Not Found'],
  ['/news/security-operations-centre-doha', 200, 'Meridian Opens a Security Operations Centre in Doha'],
  ['/ar/news/security-operations-centre-doha', 200, 'ميريديان تفتتح مركزا للعمليات الأمنية في الدوحة'],
  ['/services/ai-llm', 404, 'Service Not Found'],
  ['/services/unknown', 404, 'The service you&#x27;re looking for doesn&#x27;t exist.'],
  ...CAREERS_STATUSES,
] as const) {
  test(`${path} answers ${status} with its content in the HTML`, async ({ request }) => {
    await expectServerPage(request, path, status, text);
  });
}

test('the status checks fail when the careers remote is down (negative control)', async () => {
  const site = await startPrivateSite();
  const request = await requestContext.newContext({ baseURL: site.url });
  try {
    await site.remotes.mfe_careers.stop();
    // A shell renders a version it has loaded whatever its origin does: a new one cannot load it.
    await site.restartShell();
    // The page then answers 200 with header, footer and the careers fallback: each check must see it.
    for (const [path, status, text] of CAREERS_STATUSES) {
      await expect(expectServerPage(request, path, status, text), path).rejects.toThrow();
    }
  } finally {
    await request.dispose();
    await site.stop();
  }
});

test("a page's title, description, canonical URL and Open Graph tags are in the HTML head", async ({ request }) => {
  const html = await (await request.get('/culture')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<title>Our Culture | ${brand.name}</title>`);
  expect(head).toMatch(/<meta name="description" content="[^"]+"/);
  expect(head).toContain(`<link rel="canonical" href="${brand.siteUrl}/culture"/>`);
  expect(head).toContain(`<meta property="og:title" content="Our Culture | ${brand.name}"/>`);
  expect(head).toContain('<meta name="robots" content="index, follow"/>');
});

test('the not-found page is marked noindex', async ({ request }) => {
  expect(await (await request.get('/no-such-page')).text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test('with JavaScript off, a page is readable and its links lead on', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/culture');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Core Values' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await context.close();
});

test('robots.txt, sitemap.xml and security.txt are served for crawlers and researchers', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/about', '/careers', '/contact', '/services/ai-solutions', brand.founder.path, '/privacy-policy']) {
    expect(sitemap).toContain(`<loc>${new URL(path, brand.siteUrl).href}</loc>`);
  }
  expect(sitemap).toMatch(/<loc>[^<]+\/careers\/senior-cybersecurity-analyst<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/ar\/news\/security-operations-centre-doha<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(sitemap).not.toContain('/apply/');

  const securityTxt = await request.get('/.well-known/security.txt');
  expect(await securityTxt.text()).toContain('Contact: mailto:');
});

test("the feeds /news links in its head answer with the stories' feeds, in each language", async ({ request }) => {
  for (const news of ['/news', '/ar/news']) {
    const html = await (await request.get(news)).text();
    const feeds = [...html.matchAll(/<link rel="alternate" type="application\/(?:rss|atom)\+xml"[^>]*href="([^"]+)"/g)].map(
      ([, href]) => new URL(href ?? '').pathname,
    );
    expect(feeds, news).toEqual([`${news}/feed.xml`, `${news}/feed.atom`]);
    for (const feed of feeds) {
      const answer = await request.get(feed);
      expect(answer.status(), feed).toBe(200);
      expect(await answer.text(), feed).toContain(`${news}/security-operations-centre-doha`);
    }
  }
});

test('the favicons and the web app manifest are served', async ({ request }) => {
  for (const path of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const manifest = await (await request.get('/site.webmanifest')).json();
  expect(manifest).toMatchObject({ name: brand.name, short_name: brand.shortName, start_url: '/' });
});
