import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SHELL_SSR_BUNDLE, SSR_BUILD_DIR } from 'contracts/federation';
import { appDir, type Site } from 'scripts/compose';
import { startPrivateSite } from '../fixtures/private-site';
import { buildRelease, currentDist, type Release } from '../fixtures/release';

const RELEASE_NOTE = 'Marketing release 2 is live';
/** The promise: a new release is served by the running shell server within seconds. */
const PICKUP_BOUND_MS = 5000;

let site: Site;
let release: Release | undefined;
test.beforeAll(async () => {
  site = await startPrivateSite();
});
test.afterAll(async () => {
  await site.stop();
  release?.remove();
});

/** What a shell rebuild would change: its server renderer and its file list. */
function shellBuild() {
  const dist = path.join(appDir('shell'), 'dist');
  return [
    readFileSync(path.join(dist, 'ssr-assets.json'), 'utf8'),
    statSync(path.join(dist, SSR_BUILD_DIR, SHELL_SSR_BUNDLE)).mtimeMs,
  ];
}

test('a new marketing release is rendered by the running shell server within seconds, and a tab open on the old release keeps working', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${site.url}/culture`);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  await expect(page.getByText(RELEASE_NOTE)).toHaveCount(0);
  const shellBefore = shellBuild();
  const shellPid = site.shellPid;

  release = await buildRelease(
    'mfe_marketing',
    'culture-page.tsx',
    (Previous) => `export default function CulturePage() {\n  return (<><p>${RELEASE_NOTE}</p><${Previous} /></>);\n}`,
  );
  // The deploy keeps the previous release's files: paths are content-hashed, so they never clash.
  await site.remotes.mfe_marketing.stop();
  await site.remotes.mfe_marketing.start([release.dist, currentDist('mfe_marketing')]);
  const deployedAt = Date.now();

  await expect
    .poll(async () => (await request.get(`${site.url}/culture`)).text(), { timeout: PICKUP_BOUND_MS, intervals: [100] })
    .toContain(RELEASE_NOTE);
  console.log(`new release served by the shell server ${Date.now() - deployedAt} ms after the deploy`);

  // The tab opened before the release loads a page of that remote it had not loaded yet.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  await page.goto(`${site.url}/culture`);
  await expect(page.getByText(RELEASE_NOTE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  expect(shellBuild()).toEqual(shellBefore);
  expect(site.shellPid).toBe(shellPid);
  expect((await request.get(`${site.url}/healthz`)).ok()).toBe(true);
});

test('a new careers release is rendered by the running shell server and shown to a reloading visitor, the shell untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const note = 'Careers release 2 is live';
  const shellBefore = shellBuild();
  const careersRelease = await buildRelease(
    'mfe_careers',
    'careers-page.tsx',
    (Previous) => `export default function CareersPage() {\n  return (<><p>${note}</p><${Previous} /></>);\n}`,
  );
  try {
    await page.goto(`${site.url}/careers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
    await site.remotes.mfe_careers.stop();
    await site.remotes.mfe_careers.start([careersRelease.dist, currentDist('mfe_careers')]);
    await expect
      .poll(async () => (await request.get(`${site.url}/careers`)).text(), { timeout: PICKUP_BOUND_MS, intervals: [100] })
      .toContain(note);
    await page.reload();
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
    expect(shellBuild()).toEqual(shellBefore);
  } finally {
    await site.remotes.mfe_careers.stop();
    await site.remotes.mfe_careers.start();
    careersRelease.remove();
  }
});
