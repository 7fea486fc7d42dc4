import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import type { Site } from 'scripts/compose';
import { notHydratedCount, showsRouteContent } from '../fixtures/page-state';
import { startPrivateSite } from '../fixtures/private-site';
import { EVERY_ROUTE } from '../fixtures/routes';

/**
 * Gzip bytes of JavaScript a first visit downloads, per route, until the page has hydrated what it
 * shows: what each weighs now plus a few per cent, so growth fails here. Parts hydrated once
 * reached (the home page's contact sections) load when the visitor scrolls to them or the browser
 * is idle, so they are not first-load JavaScript: the browser's idle callback is held back here
 * and the page is not scrolled. Issue 19 aims at 150 KB everywhere; the shell alone is 141 KB
 * (react-dom 64, the federation runtime about 30, React Query 13, the used part of React Router
 * 10, its first script 1, and 4 for being cut into a few scripts, which halves the longest task),
 * a remote adds its entry (15 KB, most of it federation runtime) and its page. The README keeps
 * the measured figures and what was tried.
 */
const SHELL_ONLY = 144_000;
const ONE_REMOTE_PAGE = 163_000;
/** The service and legal pages share a chunk of page parts with other marketing pages. */
const PAGE_WITH_SHARED_PARTS = 168_000;
const FIRST_LOAD_JS_BUDGET_BYTES: Record<(typeof EVERY_ROUTE)[number], number> = {
  '/': 171_000,
  '/services/e-government': PAGE_WITH_SHARED_PARTS,
  '/services/ai-solutions': PAGE_WITH_SHARED_PARTS,
  '/about': ONE_REMOTE_PAGE,
  '/omar-haddad': ONE_REMOTE_PAGE,
  '/contact': 177_000,
  '/careers': ONE_REMOTE_PAGE,
  '/careers?category=security': ONE_REMOTE_PAGE,
  '/careers/senior-cybersecurity-analyst': ONE_REMOTE_PAGE,
  '/apply/senior-cybersecurity-analyst': 198_000,
  '/culture': ONE_REMOTE_PAGE,
  '/news': ONE_REMOTE_PAGE,
  '/privacy-policy': PAGE_WITH_SHARED_PARTS,
  '/terms-of-service': PAGE_WITH_SHARED_PARTS,
  '/cookie-policy': PAGE_WITH_SHARED_PARTS,
  '/security': ONE_REMOTE_PAGE,
  '/compliance': ONE_REMOTE_PAGE,
  '/sitemap': ONE_REMOTE_PAGE,
  '/no-such-page': SHELL_ONLY,
};

/** A sign of each library that must reach the browser once: text found only in that library's code. */
const ONE_COPY_OF = {
  'react-dom': /rendererPackageName\s*:\s*["']react-dom["']/,
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  'react-router': /You cannot render a <Router> inside another <Router>/,
  'Module Federation runtime': /__FEDERATION__["']?\s*,\s*\{\s*__GLOBAL_PLUGIN__\s*:/,
};

interface LoadedScript {
  url: string;
  body: Buffer;
}

/** Opens the page (idle callbacks held back) and returns the scripts it loaded until what it shows has hydrated. */
async function firstLoadScripts(page: Page, url: string): Promise<LoadedScript[]> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const scripts: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => notHydratedCount(page)).toBe(0);
  return Promise.all(scripts);
}

for (const path of EVERY_ROUTE) {
  test(`first load of ${path} shows its content within the JavaScript budget, with one copy of each shared library`, async ({
    page,
  }, testInfo) => {
    const scripts = await firstLoadScripts(page, path);
    expect(await showsRouteContent(page, path), 'the page shows its own content, not a fallback').toBe(true);
    const bytes = scripts.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
    testInfo.annotations.push({
      type: 'first-load JS (gzip)',
      description: `${path}: ${bytes} bytes in ${scripts.length} scripts`,
    });
    const budget = FIRST_LOAD_JS_BUDGET_BYTES[path];
    console.log(`first-load JS of ${path}: ${bytes} bytes gzip in ${scripts.length} scripts (budget ${budget})`);
    expect(bytes).toBeLessThanOrEqual(budget);
    for (const [library, sign] of Object.entries(ONE_COPY_OF)) {
      const copies = scripts.filter((script) => sign.test(script.body.toString('utf8'))).map((script) => script.url);
      expect(copies, `copies of ${library}`).toHaveLength(1);
    }
  });
}

test.describe('with the marketing remote stopped', () => {
  let site: Site;
  test.beforeAll(async () => {
    site = await startPrivateSite();
    await site.remotes.mfe_marketing.stop();
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test('the measure is refused: the page shows a fallback, not its own content (negative control)', async ({ page }) => {
    await firstLoadScripts(page, `${site.url}/culture`);
    expect(await showsRouteContent(page, '/culture')).toBe(false);
  });
});
