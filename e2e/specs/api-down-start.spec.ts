import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Site } from 'scripts/compose';
import { startPrivateSite } from '../fixtures/private-site';

/**
 * A shell's server started while the API is down (a restart or a scale-up during an API
 * incident): it renders with the feed it kept (RELEASE_SNAPSHOT_FILE), else with the build each
 * remote's origin serves, and only what needs the API's data says it could not be loaded.
 */
test.describe.configure({ mode: 'serial' });

const snapshotFile = path.join(mkdtempSync(path.join(tmpdir(), 'shell-snapshot-')), 'release-feed.json');
/** Pages that need nothing of the API: each whole, no part swapped for its fallback. */
const STATIC_PAGES = ['/', '/about', '/services/e-government', '/culture', '/privacy-policy', '/contact', '/ar/about'];

let site: Site;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startPrivateSite({ shellEnv: { RELEASE_SNAPSHOT_FILE: snapshotFile } });
  await expect.poll(() => existsSync(snapshotFile)).toBe(true);
  await site.api.stop();
});
test.afterAll(async () => {
  await site?.stop();
});

async function expectWholeSite(page: Page, request: APIRequestContext) {
  // A shell just started loads each remote's version with its first pages: on a busy machine one
  // may be late for the very first page, which then falls back once (never kept by the front). What
  // must not happen is a shell that keeps rendering fallbacks: each page is whole within seconds.
  for (const pagePath of STATIC_PAGES) {
    const answerOf = async () => {
      const answer = await request.get(`${site.url}${pagePath}`);
      return [pagePath, answer.status(), answer.headers()['x-release-fallbacks']];
    };
    await expect.poll(answerOf, { timeout: 15_000 }).toEqual([pagePath, 200, undefined]);
  }
  await page.goto(site.url);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Secure digital services for governments and enterprises' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Office Locations' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeAttached();
  await page.goto(`${site.url}/contact`);
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.goto(`${site.url}/careers`);
  await expect(page.getByText('Error loading job listings. Please try again later.')).toBeVisible();
}

test('with the feed it kept, a shell started while the API is down renders every page', async ({ page, request }) => {
  test.setTimeout(120_000);
  await site.restartShell();
  expect(site.shellLog()).toMatch(/Rendering with the fallback release feed \(revision (?!served-builds)/);
  await expectWholeSite(page, request);
});

test("with no feed kept, it renders with each remote origin's own build", async ({ page, request }) => {
  test.setTimeout(120_000);
  rmSync(snapshotFile);
  await site.restartShell();
  expect(site.shellLog()).toContain('Rendering with the fallback release feed (revision served-builds)');
  await expectWholeSite(page, request);
});

test('a job page says in words that it could not be loaded, with its 503 and Retry-After', async ({ page, request }) => {
  const jobPath = '/careers/senior-cybersecurity-analyst';
  const answer = await request.get(`${site.url}${jobPath}`);
  expect([answer.status(), answer.headers()['retry-after']]).toEqual([503, expect.stringMatching(/^\d+$/)]);
  expect(await answer.text()).toContain('Error loading job details. Please try again later.');
  await page.goto(`${site.url}${jobPath}`);
  await expect(page.getByText('Error loading job details. Please try again later.')).toBeVisible();
  await page.goto(`${site.url}/ar/careers/senior-cybersecurity-analyst`);
  await expect(page.getByText('تعذر تحميل تفاصيل الوظيفة. يرجى المحاولة مرة أخرى لاحقا.')).toBeVisible();
});

test('the news and a story say in words that they could not be loaded, with their 503', async ({ request }) => {
  for (const newsPath of ['/news', '/news/security-operations-centre-doha']) {
    const answer = await request.get(`${site.url}${newsPath}`);
    expect([newsPath, answer.status(), answer.headers()['x-release-fallbacks']]).toEqual([newsPath, 503, undefined]);
    expect(await answer.text()).toContain('Error loading the news. Please try again later.');
  }
});

test('once the API is back, the shell follows the registry again, and the job list is there', async ({ page }) => {
  test.setTimeout(120_000);
  await site.api.start();
  await expect.poll(() => site.shellLog(), { timeout: 15_000 }).toContain('The release registry answers again');
  await page.goto(`${site.url}/careers`);
  await expect(page.getByRole('link', { name: /Senior Cybersecurity Analyst/ }).first()).toBeVisible();
});
