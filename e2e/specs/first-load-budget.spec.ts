import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { pathInLocale } from 'contracts/locale-constants';
import type { Site } from 'scripts/compose';
import { notHydratedCount, showsOwnArabicContent, showsRouteContent } from '../fixtures/page-state';
import { startPrivateSite } from '../fixtures/private-site';
import { EVERY_ROUTE } from '../fixtures/routes';

/**
 * Gzip bytes of JavaScript a first visit downloads, per route, until the page has hydrated what it
 * shows, so growth fails here. A static page (every marketing page, the not-found page: issue 49)
 * is its server's HTML: it runs its first script alone (2.1 KB: the held input, the language
 * memory), and the shell's scripts only with its first island, once the visitor reaches or uses
 * it. So its budget is that script and a little: a static section that starts shipping
 * JavaScript fails here. The pages hydrated whole (careers, contact, apply: routes.tsx
 * `hydratePage`) keep about issue 19's 150 KB: the shell is 128.6 KB (react-dom 64, the federation
 * runtime 28, the used part of React Router 13, its own code and the design system 13, Lingui 2.4
 * for the messages of both languages, its first script 2, the footer 1.3, hydrated once in view);
 * a page adds its remote's entry (about 5.5 KB), its module, and React Query's used names (10.7 KB).
 * Parts hydrated once reached or used (the forms of /contact and an apply page, an island) load
 * when the visitor scrolls or turns to them, or at idle, so they are not first-load JavaScript:
 * the idle callback is held back here, the page not scrolled or touched, and the Web Vitals
 * sample (Math.random) draws no page view. A page's text is not in its scripts: it comes in the
 * page's state (docs/i18n.md). docs/performance.md keeps the measured figures.
 */
/**
 * A page hydrated whole: issue 19's 150 KB, and the 1.5 KB its first script took on for the static
 * pages (watching for their islands, the language memory, their Web Vitals), until careers and
 * contact are islands too.
 */
const HYDRATED_WHOLE_BUDGET = 151_500;
/** The home page once its contact sections' islands have hydrated: the shell, contact's modules, its form library and React Query, as the whole page weighed before. */
const HOME_WITH_ISLANDS = 170_000;
/** The first script of a static page, and a little. */
const STATIC_PAGE = 3_000;
/** The pages the browser hydrates whole (routes.tsx `hydratePage`); every other page is static. */
const HYDRATED_WHOLE: readonly string[] = EVERY_ROUTE.filter((path) => /^\/(contact|careers|apply)\b/.test(path));
const FIRST_LOAD_JS_BUDGET_BYTES = (route: string) => (HYDRATED_WHOLE.includes(route) ? HYDRATED_WHOLE_BUDGET : STATIC_PAGE);

/** A sign of each library that must reach the browser once: text found only in that library's code. */
const ONE_COPY_OF = {
  'react-dom': /rendererPackageName\s*:\s*["']react-dom["']/,
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  'react-router': /You cannot render a <Router> inside another <Router>/,
  'Module Federation runtime': /__FEDERATION__["']?\s*,\s*\{\s*__GLOBAL_PLUGIN__\s*:/,
  'Module Federation SDK': /\bremoteEntryType\b/,
  // The remotes take the shell's (federation-packages-plugin.ts).
  'Module Federation bundler runtime': /initOptions is required!/,
};

/** V8's explicit compile hint, on every script but the page's first, which is small and runs at once. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * React Query: loaded only by pages that show a module of a remote that queries (home's contact
 * sections load it once reached).
 */
const REACT_QUERY = /No QueryClient set, use QueryClientProvider to set one/;
const PAGES_THAT_QUERY = HYDRATED_WHOLE;

interface LoadedScript {
  url: string;
  body: Buffer;
}

/** Every script the page loads from now on, as they arrive. */
function watchScripts(page: Page): () => Promise<LoadedScript[]> {
  const scripts: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  return () => Promise.all(scripts);
}

/** Opens the page (idle callbacks held back, out of the Web Vitals sample) and returns the scripts it loaded until what it shows has hydrated. */
async function firstLoadScripts(page: Page, url: string): Promise<LoadedScript[]> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    Object.assign(Math, { random: () => 1 });
  });
  const loaded = watchScripts(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => notHydratedCount(page)).toBe(0);
  return loaded();
}

/** Every route in both languages (issue 32: an Arabic page is within the same budget as its English page). */
const BOTH_LANGUAGES = EVERY_ROUTE.flatMap((route) => [
  { path: route as string, route },
  { path: pathInLocale(route, 'ar'), route },
]);

for (const { path, route } of BOTH_LANGUAGES) {
  test(`first load of ${path} shows its content within the JavaScript budget, with one copy of each shared library`, async ({
    page,
  }, testInfo) => {
    const scripts = await firstLoadScripts(page, path);
    const showsOwnContent = path === route ? await showsRouteContent(page, route) : await showsOwnArabicContent(page);
    expect(showsOwnContent, 'the page shows its own content, not a fallback').toBe(true);
    const bytes = scripts.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
    testInfo.annotations.push({
      type: 'first-load JS (gzip)',
      description: `${path}: ${bytes} bytes in ${scripts.length} scripts`,
    });
    const budget = FIRST_LOAD_JS_BUDGET_BYTES(route);
    console.log(`first-load JS of ${path}: ${bytes} bytes gzip in ${scripts.length} scripts (budget ${budget})`);
    expect(bytes).toBeLessThanOrEqual(budget);
    const queryCopies = scripts.filter((script) => REACT_QUERY.test(script.body.toString('utf8')));
    expect(queryCopies, 'copies of React Query').toHaveLength(PAGES_THAT_QUERY.includes(route) ? 1 : 0);
    // Where it is needed, it is among the page's scripts, requested with them rather than after them.
    const pageScripts = await page.evaluate(() => JSON.parse(document.getElementById('page-scripts')?.textContent ?? '[]'));
    for (const copy of queryCopies) expect(pageScripts, 'the page lists React Query').toContain(new URL(copy.url).pathname);
    // V8 compiles these off the main thread as they download (scripts/src/rspack/plugins.ts).
    const withoutHint = scripts.filter((script) => !script.body.toString('utf8').startsWith(COMPILE_HINT));
    expect(
      withoutHint.map((script) => new URL(script.url).pathname),
      'scripts without the compile hint: only the first',
    ).toEqual([expect.stringMatching(/^\/early\./)]);
    expectOneCopyOfEach(scripts, HYDRATED_WHOLE.includes(route) ? 1 : 0);
  });
}

function expectOneCopyOfEach(scripts: LoadedScript[], copiesOfEach: number) {
  for (const [library, sign] of Object.entries(ONE_COPY_OF)) {
    const copies = scripts.filter((script) => sign.test(script.body.toString('utf8'))).map((script) => script.url);
    expect(copies, `copies of ${library}`).toHaveLength(copiesOfEach);
  }
}

test("a static page's islands load once reached, with one copy of each shared library, within what the page weighed whole", async ({
  page,
}) => {
  const firstScripts = await firstLoadScripts(page, '/');
  expect(firstScripts.map((script) => new URL(script.url).pathname)).toEqual([expect.stringMatching(/^\/early\./)]);
  const loaded = watchScripts(page);
  await page.getByRole('form', { name: 'Contact enquiry' }).getByLabel('Full name').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-remote="mfe_contact/ContactSection"]')).toHaveAttribute('data-remote-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const scripts = [...firstScripts, ...(await loaded())];
  const bytes = scripts.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
  console.log(`JS of / with its contact islands hydrated: ${bytes} bytes gzip in ${scripts.length} scripts`);
  expect(bytes).toBeLessThanOrEqual(HOME_WITH_ISLANDS);
  expectOneCopyOfEach(scripts, 1);
});

/**
 * The Arabic typeface (IBM Plex Sans Arabic, regular and bold, each cut to the letters of Modern
 * Standard Arabic, about 19 KB: scripts/src/fonts): Arabic pages load it, with the budget of two
 * such files and a little; English pages never do.
 */
const ARABIC_FONT_BUDGET_BYTES = 42_000;

test('the Arabic typeface loads on Arabic pages only, within its budget', async ({ browser }) => {
  // Each page in a context of its own: a font the browser has cached has no body to count.
  const fontBytes = async (path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fonts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push(response.body().then((body) => body.length));
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(fonts);
    const arabicFaceLoaded = await page.evaluate(() =>
      [...document.fonts].some((font) => font.family.includes('Arabic') && font.status === 'loaded'),
    );
    await context.close();
    return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0), arabicFaceLoaded };
  };
  const english = await fontBytes('/careers/senior-cybersecurity-analyst');
  const arabic = await fontBytes('/ar/careers/senior-cybersecurity-analyst');
  console.log(
    `fonts: English page ${english.bytes} bytes in ${english.files} files, Arabic page ${arabic.bytes} in ${arabic.files}`,
  );
  expect(english.arabicFaceLoaded).toBe(false);
  expect(arabic.arabicFaceLoaded).toBe(true);
  expect(arabic.bytes - english.bytes).toBeGreaterThan(0);
  expect(arabic.bytes - english.bytes).toBeLessThanOrEqual(ARABIC_FONT_BUDGET_BYTES);
});

test.describe('with the marketing remote stopped', () => {
  let site: Site;
  test.beforeAll(async () => {
    site = await startPrivateSite();
    await site.remotes.mfe_marketing.stop();
    // A shell renders a version it has loaded whatever its origin does: a new one cannot load it.
    await site.restartShell();
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test('the measure is refused: the page shows a fallback, not its own content (negative control)', async ({ page }) => {
    await firstLoadScripts(page, `${site.url}/culture`);
    expect(await showsRouteContent(page, '/culture')).toBe(false);
  });
});
