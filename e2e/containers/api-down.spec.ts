import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { compose, stackFromEnv } from 'scripts/containers';

/**
 * Issue 48: the site renders without the API, in the production shape too. With the API's
 * container stopped, the shell's container restarts: it renders with the release feed it kept in
 * its volume (RELEASE_SNAPSHOT_FILE on `shell-state`), and only what needs the API's data says it
 * could not be loaded. The API is started again at the end, whatever happened, for the specs after.
 */
const RESTART_TIMEOUT_MS = 60_000;
const stack = stackFromEnv();
const apiReady = `${process.env.API_URL}/api/ready`;
/** The front keeps a page for a second or two, and serves that copy while the shell is down: each ask is a URL of its own. */
let asked = 0;
const fresh = (path: string) => `${path}?api-down=${Date.now().toString(36)}-${++asked}`;
const shellLog = () => compose(stack, ['logs', '--no-color', 'shell'], RESTART_TIMEOUT_MS);
const apiStatus = () =>
  fetch(apiReady, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.status,
    () => 0,
  );
const count = (text: string, part: string) => text.split(part).length - 1;

const FALLBACK_FEED = 'Rendering with the fallback release feed';
const REGISTRY_AGAIN = 'The release registry answers again';

/** Each page whole, rendered on the server (no remote swapped for its fallback), with what it says first. */
const PAGES = {
  '/': 'Secure digital services for governments and enterprises',
  '/about': 'About Us',
  '/careers': 'Join Our Team',
  '/contact': 'Contact Us',
};

async function answered(request: APIRequestContext, path: string) {
  const response = await request.get(fresh(path));
  const headers = response.headers();
  return { path, status: response.status(), cache: headers['x-cache'], fallbacks: headers['x-release-fallbacks'], response };
}

async function shows(page: Page, path: string) {
  const response = await page.goto(fresh(path));
  expect([path, response?.status(), response?.headers()['x-cache']]).toEqual([path, 200, 'MISS']);
}

test('with the API container stopped, a restarted shell container renders the site through the front', async ({
  page,
  request,
}) => {
  test.setTimeout(5 * RESTART_TIMEOUT_MS);
  // The site answers first (the project before this one ran its journeys through it).
  await expect.poll(async () => (await request.get(fresh('/'))).status(), { timeout: RESTART_TIMEOUT_MS }).toBe(200);
  const before = await shellLog();
  let shellRestarted = false;
  try {
    await compose(stack, ['stop', 'api'], RESTART_TIMEOUT_MS);
    await expect.poll(apiStatus).toBe(0);
    const restarted = Date.now();
    shellRestarted = true;
    await compose(stack, ['restart', 'shell'], RESTART_TIMEOUT_MS);
    // It has given up on the registry and chosen its fallback feed, and answers through the front.
    await expect
      .poll(async () => count(await shellLog(), FALLBACK_FEED) > count(before, FALLBACK_FEED), { timeout: RESTART_TIMEOUT_MS })
      .toBe(true);
    await expect.poll(async () => (await answered(request, '/')).status, { timeout: RESTART_TIMEOUT_MS }).toBe(200);
    console.log(`shell: answered through the front ${Date.now() - restarted} ms after its restart, the API stopped`);
    // The feed it kept in its volume, not only what each remote's origin serves.
    const log = await shellLog();
    const revision = /Rendering with the fallback release feed \(revision ([^)]+)\)/g;
    console.log(`shell: ${[...log.matchAll(revision)].at(-1)?.[0]}`);
    expect([...log.matchAll(revision)].at(-1)?.[1]).not.toBe('served-builds');

    for (const [path, text] of Object.entries(PAGES)) {
      const { response, ...answer } = await answered(request, path);
      expect(answer).toEqual({ path, status: 200, cache: 'MISS', fallbacks: undefined });
      expect(await response.text()).toContain(text);
    }
    await shows(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await shows(page, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Secure digital services for governments and enterprises' }),
    ).toBeVisible();
    await shows(page, '/careers');
    await expect(page.getByText('Error loading job listings. Please try again later.')).toBeVisible();
    await shows(page, '/contact');
    await expect(page.getByLabel('Full name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  } finally {
    const seen = count(await shellLog().catch(() => ''), REGISTRY_AGAIN);
    await compose(stack, ['start', 'api', 'shell'], RESTART_TIMEOUT_MS);
    await expect.poll(apiStatus, { timeout: RESTART_TIMEOUT_MS }).toBe(200);
    // The shell follows the registry again before the specs after this one.
    if (shellRestarted)
      await expect.poll(async () => count(await shellLog(), REGISTRY_AGAIN) > seen, { timeout: RESTART_TIMEOUT_MS }).toBe(true);
  }
});
