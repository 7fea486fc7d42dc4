import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { EVERY_ROUTE } from '../fixtures/routes';

/** Gzip bytes of JavaScript a first visit may download, whatever the route (issue 11's target). */
const FIRST_LOAD_JS_BUDGET_BYTES = 150_000;

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
    console.log(
      `first-load JS of ${path}: ${bytes} bytes gzip in ${scripts.length} scripts (budget ${FIRST_LOAD_JS_BUDGET_BYTES})`,
    );
    expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    for (const [library, sign] of Object.entries(ONE_COPY_OF)) {
      const copies = scripts.filter((script) => sign.test(script.body.toString('utf8'))).map((script) => script.url);
      expect(copies, `copies of ${library}`).toHaveLength(1);
    }
  });
}
