/**
 * Releases a team can see, stage and undo (contracts/releases): two builds of careers side by
 * side, a staff preview, a canary to half the visitors, a promote and a rollback reaching two
 * shell processes within a second, and a canary the system rolls back when it fails in browsers.
 * The registry is driven as a release pipeline drives it: with the release CLI.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIResponse, type Browser, expect, type Page, type Response, test } from '@playwright/test';
import { RELEASE_BUCKET_COOKIE, RELEASE_FALLBACKS_HEADER, RELEASE_VERSIONS_HEADER } from 'contracts/releases';
import { buildRelease, currentDist, type Release } from 'scripts/build-release';
import type { Site } from 'scripts/compose';
import { runRelease } from 'scripts/release-cli';
import { renderedVersion, timeToReach } from 'scripts/release-probe';
import { PAGE_READY } from '../fixtures/page-state';
import { ADMIN_TOKEN, PRIVATE_SECOND_SHELL_PORT } from '../fixtures/ports';
import { startPrivateSite } from '../fixtures/private-site';
import { FIRST_ADMIN, signIn } from '../fixtures/staff';

const V2_NOTE = 'Careers v2 is live';
const V3_NOTE = 'Careers v3 renders in the browser';
/** The bound: a promote or a rollback reaches every shell process within this. */
const PROPAGATION_BOUND_MS = 1000;
const VISITORS = 40;
const CANARY_MIN_RENDERS = 10;
const FALLBACK = 'This page is temporarily unavailable';

let site: Site;
let secondShell: Awaited<ReturnType<Site['startShell']>>;
let v2: Release;
let v3: Release;
let versions: { v1: string; v2: string; v3: string };

const versionOfBuild = (dist: string) =>
  (JSON.parse(readFileSync(path.join(dist, 'release.json'), 'utf8')) as { version: string }).version;
const release = (...args: string[]) => runRelease(args, { API_URL: site.apiUrl, ADMIN_TOKEN });
/** The version of careers a page was rendered with, as its answer says. */
const careersVersion = (answer: Response | APIResponse | null) =>
  renderedVersion(answer?.headers()[RELEASE_VERSIONS_HEADER.toLowerCase()], 'mfe_careers');

/** Deploys a build at careers' origin: it is installed beside the versions kept there. */
async function deploy(dist: string) {
  await site.remotes.mfe_careers.stop();
  await site.remotes.mfe_careers.start(dist);
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  [v2, v3] = await Promise.all([
    buildRelease(
      'mfe_careers',
      'careers-page.tsx',
      (Previous) =>
        `export default function CareersPage(props) {\n  return (<><p>${V2_NOTE}</p><${Previous} {...props} /></>);\n}`,
    ),
    // Passes the gate (it renders on the server) and fails in every browser: the kind of fault only
    // real visitors find. The careers page is static: its island, the tabs, is what a browser runs.
    buildRelease('mfe_careers', 'careers-tabs.tsx', (Previous) =>
      [
        'export default function CareersTabs() {',
        `  if (typeof window !== 'undefined') throw new Error('${V3_NOTE}');`,
        `  return <${Previous} />;`,
        '}',
      ].join('\n'),
    ),
  ]);
  versions = { v1: versionOfBuild(currentDist('mfe_careers')), v2: versionOfBuild(v2.dist), v3: versionOfBuild(v3.dist) };
  // Visitors come from addresses of their own, through a proxy the shell believes (as behind the
  // front): the registry counts a browser's errors once per address.
  site = await startPrivateSite({
    apiEnv: { CANARY_MIN_RENDERS: String(CANARY_MIN_RENDERS) },
    shellEnv: { TRUST_PROXY: 'loopback' },
  });
  secondShell = await site.startShell(PRIVATE_SECOND_SHELL_PORT);
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await site?.stop();
  v2?.remove();
  v3?.remove();
});

/** A visitor new to the site: a browser context of their own, whose console is watched for hydration errors. */
let visitors = 0;
async function newVisitor(browser: Browser) {
  visitors += 1;
  const address = `203.0.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
  const context = await browser.newContext({ baseURL: site.url, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return { context, page, problems };
}

async function visit(page: Page, url: string) {
  const answer = await page.goto(url);
  await page.locator(PAGE_READY).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return answer;
}

test('a version is published, previewed by staff alone, given to half the visitors, promoted and rolled back on every shell process', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  expect(await release('status', 'mfe_careers')).toContain(`live:   ${versions.v1}`);

  // Published: served at its own path by careers' origin, registered, and shown to no visitor yet.
  await deploy(v2.dist);
  expect(await release('publish', 'mfe_careers', versions.v2)).toContain(versions.v2);
  const anyone = await newVisitor(browser);
  expect(careersVersion(await visit(anyone.page, `${site.url}/careers`))).toBe(versions.v1);
  await expect(anyone.page.getByText(V2_NOTE)).toHaveCount(0);

  // The preview: a signed-in staff member asks for it on the console's Releases screen, by
  // keyboard alone, and sees v2 on the real site; nobody else does.
  const staff = await newVisitor(browser);
  await signIn(staff.page, FIRST_ADMIN.email, FIRST_ADMIN.password, '/staff/releases');
  await staff.page.goto('/staff/releases');
  const careers = staff.page.getByRole('region', { name: /^Careers/ });
  const v2Actions = careers.getByRole('group', { name: `Actions for ${versions.v2}` });
  await v2Actions.getByRole('button', { name: 'Run gate' }).focus();
  await staff.page.keyboard.press('Tab');
  await expect(v2Actions.getByRole('button', { name: 'Promote' })).toBeFocused();
  await staff.page.keyboard.press('Tab');
  await expect(v2Actions.getByRole('button', { name: 'Preview' })).toBeFocused();
  await staff.page.keyboard.press('Enter');
  await expect(staff.page.getByRole('link', { name: /Open the site with this preview/ })).toBeVisible();
  const staffPage = await visit(staff.page, `${site.url}/careers`);
  expect([careersVersion(staffPage), staffPage?.headers()['cache-control']]).toEqual([versions.v2, 'no-store']);
  await expect(staff.page.getByText(V2_NOTE)).toBeVisible();
  expect(careersVersion(await visit(anyone.page, `${site.url}/careers`))).toBe(versions.v1);
  await expect(anyone.page.getByText(V2_NOTE)).toHaveCount(0);

  // A canary to half the visitors: both versions are seen, each visitor keeps theirs on every page
  // and after a reload, and every page hydrates without a warning.
  expect(await release('canary', 'mfe_careers', versions.v2, '--share', '50')).toContain(`canary: ${versions.v2} to 50 %`);
  // The canary starts for the shell when it next reads the registry (a poll, longer on a busy
  // machine); a visitor before then is nobody's canary visitor, and gets no bucket.
  const canaryVisitorsVersion = async () => {
    const answer = await fetch(`${site.url}/careers`, { headers: { cookie: `${RELEASE_BUCKET_COOKIE}=0` } });
    return renderedVersion(answer.headers.get(RELEASE_VERSIONS_HEADER), 'mfe_careers');
  };
  await expect.poll(canaryVisitorsVersion).toBe(versions.v2);
  const seen = { [versions.v1]: 0, [versions.v2]: 0 };
  for (let number = 0; number < VISITORS; number += 1) {
    const visitor = await newVisitor(browser);
    const answer = await visitor.page.goto(`${site.url}/careers`);
    await visitor.page.locator(PAGE_READY).waitFor({ state: 'attached' });
    const version = careersVersion(answer);
    expect([versions.v1, versions.v2]).toContain(version);
    seen[version as string] = (seen[version as string] ?? 0) + 1;
    await expect(visitor.page.getByText(V2_NOTE)).toHaveCount(version === versions.v2 ? 1 : 0);
    // Every page of the visitor's, and the same page again, with the version they were given.
    for (const path of ['/careers/senior-cybersecurity-analyst', '/apply/senior-cybersecurity-analyst', '/careers']) {
      expect([path, careersVersion(await visitor.context.request.get(path))]).toEqual([path, version]);
    }
    // A page opened in the app, and a reload, as the visitor sees them (the first visitors only: each takes seconds).
    if (number < 6) {
      await visitor.page
        .getByRole('link', { name: /Senior Cybersecurity Analyst/ })
        .first()
        .click();
      await expect(visitor.page.getByRole('heading', { level: 1, name: 'Senior Cybersecurity Analyst' })).toBeVisible();
      await visitor.page.goBack();
      await expect(visitor.page.getByText(V2_NOTE)).toHaveCount(version === versions.v2 ? 1 : 0);
      expect(careersVersion(await visitor.page.reload())).toBe(version);
      await visitor.page.locator(PAGE_READY).waitFor({ state: 'attached' });
    }
    await visitor.page.waitForLoadState('networkidle');
    expect(visitor.problems.filter((problem) => problem.includes('[hydration]'))).toEqual([]);
    await visitor.context.close();
  }
  console.log(`${VISITORS} new visitors during the 50 % canary: ${JSON.stringify(seen)}`);
  expect(seen[versions.v1]).toBeGreaterThan(0);
  expect(seen[versions.v2]).toBeGreaterThan(0);

  // Promote, then roll back: each reaches both shell processes within a second, for every visitor.
  // (Both serve pages, as they would in production: a process's very first pages are slower.)
  const shells = [site.url, secondShell.url];
  for (let page = 0; page < 8; page += 1) await fetch(`${secondShell.url}/careers`);
  for (const [command, expected] of [
    ['promote', versions.v2],
    ['rollback', versions.v1],
  ] as const) {
    const tabOnPrevious = await newVisitor(browser);
    await visit(tabOnPrevious.page, `${site.url}/careers`);
    await release(command, 'mfe_careers');
    const changedAt = Date.now();
    const reached = await Promise.all(
      shells.map((shell) => timeToReach({ shell, remote: 'mfe_careers', path: '/careers', expected }, changedAt)),
    );
    console.log(`${command} reached the two shell processes ${reached.join(' and ')} ms after the registry answered`);
    for (const ms of reached) expect(ms).toBeLessThanOrEqual(PROPAGATION_BOUND_MS);
    // A tab opened before the change keeps working on the version it was opened with.
    await tabOnPrevious.page
      .getByRole('link', { name: /Senior Cybersecurity Analyst/ })
      .first()
      .click();
    await expect(tabOnPrevious.page.getByRole('heading', { level: 1, name: 'Senior Cybersecurity Analyst' })).toBeVisible();
    await tabOnPrevious.context.close();
  }
  await staff.context.close();
  await anyone.context.close();
});

test('a canary that fails in browsers is rolled back by the system after its sample, and no visitor on live sees an error', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await deploy(v3.dist);
  await release('publish', 'mfe_careers', versions.v3);
  // The gate passes: v3 renders on the server.
  expect(await release('canary', 'mfe_careers', versions.v3, '--share', '50')).toContain(`canary: ${versions.v3} to 50 %`);
  // The gate rendered it on the first shell process. The second loads it ahead of its pages on
  // both its render threads, idle as they are: its first pages need nothing from careers' origin.
  const loadedAhead = new RegExp(`Loaded ahead by the render threads: .*mfe_careers@${versions.v3}`);
  await expect.poll(() => loadedAhead.test(secondShell.log())).toBe(true);
  await site.remotes.mfe_careers.stop();
  // Two at once: one on each thread.
  const canaryPages = await Promise.all(
    [0, 1].map(() => fetch(`${secondShell.url}/careers`, { headers: { cookie: `${RELEASE_BUCKET_COOKIE}=0` } })),
  );
  for (const answer of canaryPages) {
    const version = renderedVersion(answer.headers.get(RELEASE_VERSIONS_HEADER), 'mfe_careers');
    expect([version, answer.headers.get(RELEASE_FALLBACKS_HEADER)]).toEqual([versions.v3, null]);
  }
  await site.remotes.mfe_careers.start(v3.dist);

  // Those two count in the canary's sample as well.
  let canaryVisits = canaryPages.length;
  for (
    let number = 0;
    number < 4 * CANARY_MIN_RENDERS && !(await release('status', 'mfe_careers')).includes('canary: none');
    number += 1
  ) {
    const visitor = await newVisitor(browser);
    const version = careersVersion(await visit(visitor.page, `${site.url}/careers`));
    // The visitor turns to the filters: the page's island loads, and on v3 fails.
    await visitor.page.getByRole('searchbox', { name: 'Search jobs' }).focus();
    await visitor.page.waitForLoadState('networkidle');
    if (version === versions.v3) {
      canaryVisits += 1;
      await expect(visitor.page.getByText(FALLBACK)).toBeVisible();
    } else {
      // On live: no error, no fallback.
      expect(version).toBe(versions.v1);
      await expect(visitor.page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
      await expect(visitor.page.getByText(FALLBACK)).toHaveCount(0);
      expect(visitor.problems).toEqual([]);
    }
    await visitor.context.close();
  }
  await expect.poll(() => release('status', 'mfe_careers'), { timeout: 10_000 }).toContain('canary: none');
  console.log(`the system aborted the canary after ${canaryVisits} visits to it`);
  expect(canaryVisits).toBeGreaterThanOrEqual(CANARY_MIN_RENDERS);

  const history = await fetch(`${site.apiUrl}/api/admin/releases/mfe_careers/history`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  }).then(
    (answer) =>
      answer.json() as Promise<{ items: { action: string; actor: { type: string }; from?: string; reason?: string }[] }>,
  );
  const aborted = history.items.find((event) => event.action === 'canary-aborted');
  expect(aborted).toMatchObject({ actor: { type: 'system' }, from: versions.v3 });
  console.log(`the system's reason: ${aborted?.reason}`);
  // And in the audit log, by the system, as an admin reads it.
  const admin = await newVisitor(browser);
  await signIn(admin.page, FIRST_ADMIN.email, FIRST_ADMIN.password, '/staff/audit');
  const entries = (await (await admin.context.request.get('/api/staff/audit?action=release.canary-aborted')).json()) as {
    items: { actor: { type: string }; target: { type: string; id: string } }[];
  };
  expect(entries.items).toContainEqual(
    expect.objectContaining({ actor: { type: 'system' }, target: { type: 'release', id: `mfe_careers@${versions.v3}` } }),
  );
  await admin.context.close();
  // Every visitor is on live again.
  const after = await newVisitor(browser);
  expect(careersVersion(await visit(after.page, `${site.url}/careers`))).toBe(versions.v1);
  await after.context.close();
});
