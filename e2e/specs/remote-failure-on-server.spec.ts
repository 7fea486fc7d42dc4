import { setTimeout as sleep } from 'node:timers/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildRelease, currentDist, type Release } from 'scripts/build-release';
import type { Site } from 'scripts/compose';
import { buildRemoteServer } from 'static-server';
import { startPrivateSite } from '../fixtures/private-site';

/** The shell's server gives up on a remote well within this (2 s to load a version or a module, 3 s to render). */
const SERVER_ANSWER_BOUND_MS = 6000;
const FALLBACK = 'This page is temporarily unavailable';

// Each test has a site of its own: a version the shell's server has loaded (every live version, as
// it starts) renders from memory whatever its origin does, so these restart the shell's server once
// marketing's origin is down, for a server that has not loaded marketing's version.
let site: Site;
test.afterEach(async () => {
  // A site's servers each get up to 15 s to stop (scripts/src/local/compose.ts), on top of the test's time.
  test.info().setTimeout(test.info().timeout + 30_000);
  await site?.stop();
});

/** The culture page as the server answers it, once the server has noticed the remote's new state. */
async function serverAnswer(request: APIRequestContext, expectedText: string) {
  let answer = { status: 0, body: '', ms: 0 };
  await expect
    .poll(
      async () => {
        const started = Date.now();
        const response = await request.get(`${site.url}/culture`, { timeout: 15_000 });
        answer = { status: response.status(), body: await response.text(), ms: Date.now() - started };
        return answer.body;
      },
      { timeout: 15_000 },
    )
    .toContain(expectedText);
  return answer;
}

/** The head speaks for the page alone once it has replaced the fallback: one of each tag, none of the fallback's. */
async function expectOnlyThePagesMetadata(page: Page) {
  await expect(page).toHaveTitle(/^Our Culture/);
  const head = page.locator('head');
  await expect(head.locator('title')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).not.toHaveAttribute('content', /could not be loaded/);
  await expect(head.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
}

function expectWholePageAround(body: string) {
  expect(body).toContain('Skip to main content');
  expect(body).toContain('Get a Consultation');
  expect(body).toContain('All rights reserved');
}

test('a remote that is down: the server answers 200 at once with header, footer and the fallback, and the page returns with the remote', async ({
  page,
  request,
}) => {
  site = await startPrivateSite();
  await site.remotes.mfe_marketing.stop();
  await site.restartShell();
  const answer = await serverAnswer(request, FALLBACK);
  expect(answer.status).toBe(200);
  expect(answer.ms).toBeLessThan(SERVER_ANSWER_BOUND_MS);
  expectWholePageAround(answer.body);

  await site.remotes.mfe_marketing.start();
  await page.goto(`${site.url}/culture`);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  expect((await serverAnswer(request, 'Our Core Values')).status).toBe(200);
});

test('a remote that is slow: the server stops waiting and answers 200 with the fallback, and the browser then loads the page', async ({
  page,
  request,
}) => {
  // Every file of marketing takes 3 s in the browser too, one after another.
  test.setTimeout(90_000);
  site = await startPrivateSite();
  await site.remotes.mfe_marketing.stop();
  await site.restartShell();
  const slow: FastifyInstance = await buildRemoteServer({
    dist: currentDist('mfe_marketing'),
    releasesDir: site.remotes.mfe_marketing.releasesDir,
    allowedOrigins: [new URL(site.url).origin],
  });
  slow.addHook('onRequest', async () => {
    await sleep(3000);
  });
  await slow.listen({ port: Number(new URL(site.remotes.mfe_marketing.url).port), host: '127.0.0.1' });
  try {
    const answer = await serverAnswer(request, FALLBACK);
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(SERVER_ANSWER_BOUND_MS);
    expectWholePageAround(answer.body);

    await page.goto(`${site.url}/culture`);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible({ timeout: 20_000 });
    await expectOnlyThePagesMetadata(page);
  } finally {
    await slow.close();
  }
});

test.describe('a remote whose page throws on the server', () => {
  let release: Release;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    release = await buildRelease('mfe_marketing', 'culture-page.tsx', (Previous) =>
      [
        'export default function CulturePage() {',
        "  if (typeof window === 'undefined') throw new Error('This page cannot render on the server');",
        `  return <${Previous} />;`,
        '}',
      ].join('\n'),
    );
  });
  test.afterAll(() => release.remove());

  test('the server answers 200 with the fallback in place of the page, and the browser renders the page', async ({
    page,
    request,
  }) => {
    // Never through the gate, which renders each page first: it is live as the first version its origin served.
    site = await startPrivateSite({ remoteDirs: { mfe_marketing: release.dist } });
    const answer = await serverAnswer(request, FALLBACK);
    expect(answer.status).toBe(200);
    expectWholePageAround(answer.body);

    await page.goto(`${site.url}/culture`);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
    await expectOnlyThePagesMetadata(page);
    expect((await request.get(`${site.url}/healthz`)).ok()).toBe(true);
  });
});

test("a remote's origin stopped once the shell's server has started: every render thread loaded its version as it started, so its pages render on, no fallback, no layout shift", async ({
  browser,
  request,
}) => {
  site = await startPrivateSite();
  // No page asked for before: the server loads every live version before it takes its first page.
  await site.remotes.mfe_marketing.stop();

  // Four at once each, to reach both render threads.
  for (const [path, text] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/culture', 'Our Core Values'],
  ]) {
    const answers = await Promise.all(Array.from({ length: 4 }, () => request.get(`${site.url}${path}`)));
    for (const answer of answers) {
      expect([path, answer.status(), answer.headers()['x-release-fallbacks']]).toEqual([path, 200, undefined]);
      expect(await answer.text()).toContain(text);
    }
  }
  // A visitor whose browser cannot reach marketing's scripts either: the server's page stays as it is.
  const visitor = await browser.newPage();
  await visitor.addInitScript(() => {
    const shifts = { total: 0, moved: [] as string[] };
    Object.assign(window, { layoutShifts: shifts });
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
    // What the remote renders is the page's main content: a shift there is the remote's. The
    // shell's header can move a little on a busy machine as a font settles (its language link in
    // Arabic letters, with the web fonts refused too), which is not what this test is about.
    const inMain = (node?: Node) => (node instanceof Element ? node : node?.parentElement)?.closest('main') != null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (!entry.sources.some(({ node }) => inMain(node))) continue;
        shifts.total += entry.value;
        // What moved, so that a failure says where to look.
        for (const { node } of entry.sources)
          shifts.moved.push(node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The brand font, when it arrives after the first paint on a busy machine, swaps in and moves
  // text a little (a font's shift, not the remote's): this visitor reads the fallback face.
  await visitor.route('**/*.woff2', (route) => route.abort());
  await visitor.goto(`${site.url}/culture`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  await expect(visitor.getByText(FALLBACK)).toHaveCount(0);
  const shifts = await visitor.evaluate(
    () => (window as unknown as { layoutShifts: { total: number; moved: string[] } }).layoutShifts,
  );
  expect(shifts.total, shifts.moved.join('\n')).toBe(0);
  await visitor.close();
});
