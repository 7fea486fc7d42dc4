import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { EVERY_ROUTE } from '../fixtures/routes';

/**
 * Gzip bytes of JavaScript a first visit downloads, per route: what each weighs now plus a few
 * per cent, so growth fails here. Issue 11 aimed at 150 KB everywhere; the shell alone is 135 KB
 * (react-dom 65, the federation runtime 25, React Query 11, the used part of React Router 9), a
 * remote adds its entry (15-17 KB), a form react-hook-form, the home page two remotes. The README
 * keeps the measured figures.
 */
const SHELL_ONLY = 140_000;
const ONE_REMOTE_PAGE = 162_000;
const FIRST_LOAD_JS_BUDGET_BYTES: Record<(typeof EVERY_ROUTE)[number], number> = {
  '/': 203_000,
  '/services/e-government': ONE_REMOTE_PAGE,
  '/services/ai-solutions': ONE_REMOTE_PAGE,
  '/about': ONE_REMOTE_PAGE,
  '/omar-haddad': ONE_REMOTE_PAGE,
  '/contact': 174_000,
  '/careers': ONE_REMOTE_PAGE,
  '/careers?category=security': ONE_REMOTE_PAGE,
  '/careers/senior-cybersecurity-analyst': ONE_REMOTE_PAGE,
  '/apply/senior-cybersecurity-analyst': 194_000,
  '/culture': ONE_REMOTE_PAGE,
  '/news': ONE_REMOTE_PAGE,
  '/privacy-policy': ONE_REMOTE_PAGE,
  '/terms-of-service': ONE_REMOTE_PAGE,
  '/cookie-policy': ONE_REMOTE_PAGE,
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

async function firstLoadScripts(page: Page, path: string): Promise<LoadedScript[]> {
  const scripts: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(path);
  await expect(page.locator('#root [data-hydrated="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

for (const path of EVERY_ROUTE) {
  test(`first load of ${path} stays within the JavaScript budget, with one copy of each shared library`, async ({
    page,
  }, testInfo) => {
    const scripts = await firstLoadScripts(page, path);
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
