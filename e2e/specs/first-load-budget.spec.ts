import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

/** Gzip bytes of JavaScript a first visit downloads; budgets keep the pages fast as they grow. */
const FIRST_LOAD_JS_BUDGET_BYTES: Record<string, number> = { '/culture': 215_000, '/contact': 260_000 };

async function firstLoadJsBytes(page: Page, path: string, heading: string | RegExp): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

for (const [path, heading] of [
  ['/culture', 'Our Culture'],
  ['/contact', 'Contact Us'],
] as const) {
  test(`first load of ${path} stays within its JavaScript budget`, async ({ page }, testInfo) => {
    const bytes = await firstLoadJsBytes(page, path, heading);
    testInfo.annotations.push({ type: 'first-load JS (gzip)', description: `${path}: ${bytes} bytes` });
    console.log(`first-load JS of ${path}: ${bytes} bytes gzip (budget ${FIRST_LOAD_JS_BUDGET_BYTES[path]})`);
    expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES[path] ?? 0);
  });
}
