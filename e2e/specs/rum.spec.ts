import { expect, type Page, type Request, test } from '@playwright/test';
import { LOCAL_PORTS } from 'contracts/site-map';
import { REPORTER_STARTED_MARK } from 'contracts/web-vitals';
import { waitForHydration } from '../fixtures/page-state';
import { SHARED_SITE_PORTS } from '../fixtures/ports';
import { FIRST_ADMIN, newPerson, signIn } from '../fixtures/staff';

/**
 * Real visitors' Web Vitals (the shared site samples page views as production does, and these
 * tests' page views are drawn into the sample): one
 * beacon per page view once it is hidden, with the route's pattern and the remotes' versions; and
 * the servers' metrics, on their own ports only.
 */
const SITE = process.env.SITE_URL ?? '';
const METRICS_PORT_SHIFT = 6000;

/** The page as when the visitor switches tab or leaves: web-vitals reports its final values, the reporter sends. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * Hydrated, the reporter (loaded at idle after hydration) observing, for it marks the timeline when
 * it starts, and the largest paint presented: on a loaded machine the browser can report it after
 * the page is idle, and a page hidden before then has no LCP to send.
 */
async function readyToReport(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, REPORTER_STARTED_MARK);
  await page.evaluate(
    () =>
      new Promise<void>((painted) =>
        new PerformanceObserver(() => painted()).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  return response;
}

/**
 * The browser times an interaction after the next frame is painted; hidden before then, the page
 * has nothing to report yet. Observing starts when this resolves; the handle resolves once the
 * browser has timed one interaction.
 */
function observeInteractions(page: Page) {
  return page.evaluateHandle(() => ({
    timed: new Promise<void>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEventTiming).interactionId > 0)) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    }),
  }));
}

// The sample is drawn in the page (Math.random() < RUM_SAMPLE_RATE): these page views are in it.
test.beforeEach(({ page }) => page.addInitScript(() => Object.assign(Math, { random: () => 0 })));

const isBeacon = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/rum';

test('a page view sends one beacon after hydration with LCP, CLS, TTFB, its route pattern and remote versions', async ({
  page,
}) => {
  const beacons: Request[] = [];
  page.on('request', (request) => {
    if (isBeacon(request)) beacons.push(request);
  });
  const response = await readyToReport(page, '/careers');
  expect(beacons).toEqual([]);
  const versions = Object.fromEntries(
    (response?.headers()['x-release-versions'] ?? '').split(', ').map((pair) => pair.split('=') as [string, string]),
  );
  expect(Object.keys(versions)).toContain('mfe_careers');

  const sent = page.waitForRequest(isBeacon);
  await hide(page);
  const beacon = (await sent).postDataJSON();
  expect(beacon).toEqual({
    route: '/careers',
    versions,
    lcp: expect.any(Number),
    cls: expect.any(Number),
    ttfb: expect.any(Number),
    errors: 0,
  });
  expect((await (await sent).response())?.status()).toBe(204);
  expect((await (await sent).allHeaders()).cookie).toBeUndefined();
  await hide(page);
  expect(beacons).toHaveLength(1);
});

test('an interaction adds INP to the beacon', async ({ page }) => {
  await readyToReport(page, '/careers');
  const interactions = await observeInteractions(page);
  await page.getByRole('searchbox', { name: 'Search jobs' }).click();
  await page.keyboard.type('security');
  await expect(page.getByRole('list', { name: 'Job openings' })).toBeVisible();
  await interactions.evaluate(({ timed }) => timed);
  const sent = page.waitForRequest(isBeacon);
  await hide(page);
  expect((await sent).postDataJSON()).toMatchObject({ route: '/careers', inp: expect.any(Number) });
});

test('/metrics answers on each server metrics port, and not through the site', async ({ request }) => {
  const shellMetrics = await request.get(`http://127.0.0.1:${SHARED_SITE_PORTS.shell + METRICS_PORT_SHIFT}/metrics`);
  expect(shellMetrics.status()).toBe(200);
  expect(await shellMetrics.text()).toMatch(/^shell_render_duration_seconds_count\{route="\/careers"\} \d+/m);
  const apiMetrics = await request.get(`http://127.0.0.1:${SHARED_SITE_PORTS.api + METRICS_PORT_SHIFT}/metrics`);
  expect(await apiMetrics.text()).toContain('api_store_operation_duration_seconds_count{operation="jobs.list",outcome="ok"}');
  const remoteMetrics = await request.get(
    `http://127.0.0.1:${SHARED_SITE_PORTS.remotes.mfe_careers + METRICS_PORT_SHIFT}/metrics`,
  );
  expect(await remoteMetrics.text()).toContain('http_request_duration_seconds_count');

  for (const path of ['/metrics', '/api/metrics']) {
    expect((await request.get(`${SITE}${path}`)).status()).toBe(404);
  }
  expect(SHARED_SITE_PORTS.shell).not.toBe(LOCAL_PORTS.shell + METRICS_PORT_SHIFT);
});

test('the Site health screen shows the page views just measured', async ({ browser, page }) => {
  const staff = await newPerson(browser);
  await signIn(staff.page, FIRST_ADMIN.email, FIRST_ADMIN.password, '/staff/site-health');
  const lastDay = staff.page.getByRole('table', { name: '75th percentile per route, last day' });
  const viewsOf = async () => {
    await staff.page.getByRole('radio', { name: 'Last day' }).check();
    const row = lastDay.getByRole('row').filter({ has: staff.page.getByRole('rowheader', { name: '/security', exact: true }) });
    return (await row.count()) === 0 ? 0 : Number(await row.getByRole('cell').first().textContent());
  };
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();
  const before = await viewsOf();

  await readyToReport(page, '/security');
  const sent = page.waitForRequest(isBeacon);
  await hide(page);
  expect((await (await sent).response())?.status()).toBe(204);

  await staff.page.reload();
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();
  await expect.poll(viewsOf).toBeGreaterThanOrEqual(before + 1);
  const row = lastDay.getByRole('row').filter({ has: staff.page.getByRole('rowheader', { name: '/security', exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(/ s \((Good|Needs improvement|Poor)\)$/);
  await staff.context.close();
});
