import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { pathInLocale } from 'contracts/languages';
import type { Site } from 'scripts/compose';
import { notHydratedCount, showsOwnArabicContent, showsRouteContent } from '../fixtures/page-state';
import { startPrivateSite } from '../fixtures/private-site';
import { EVERY_ROUTE } from '../fixtures/routes';

/**
 * Gzip bytes of JavaScript a first visit downloads, per route, until the page has hydrated what it
 * shows, so growth fails here. Every public page is static (issue 49): its server's HTML is the
 * page, and it runs its first script alone (2.1 KB: the held input, the language memory, the
 * islands' triggers); the shell's scripts load only with its first island, once the visitor reaches
 * or uses it (the home page's contact sections, the careers tabs and filters, a job's Share, the
 * contact and apply forms, the newsletter box). So its budget is that script and a little: a
 * static section that starts shipping JavaScript fails here. The idle callback is held back here,
 * the page not scrolled or touched, and the Web Vitals sample (Math.random) draws no page view.
 * A page's text is not in its scripts: it comes in the page's state (docs/i18n.md).
 * docs/performance.md keeps the measured figures.
 */
/** The first script of a static page, and a little. */
const STATIC_PAGE = 3_000;
/**
 * A page's scripts once its island has hydrated, within what the page weighed hydrated whole
 * (issue 19's 150 KB and the 1.5 KB the first script took on): the shell is 128.6 KB (react-dom 64,
 * the federation runtime 28, the used part of React Router 13, its own code and the design system
 * 13, Lingui 2.4), and the island adds its remote's entry, its module and React Query's used names,
 * and the islands' hydration (1.2 KB; a lean island runtime without the whole shell is still to come).
 * /careers then took on 0.5 KB with issue 50: the campaign's `utm_*` carried onto the job links, the
 * job feeds' titles in its catalogues, and the constants its chunk shares with the apply form.
 */
const WITH_ISLAND: Record<string, number> = { '/': 170_000, '/careers': 154_000 };

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
  test(`first load of ${path} shows its content with its first script alone, within a static page's budget`, async ({
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
    console.log(`first-load JS of ${path}: ${bytes} bytes gzip in ${scripts.length} scripts (budget ${STATIC_PAGE})`);
    expect(bytes).toBeLessThanOrEqual(STATIC_PAGE);
    expect(
      scripts.map((script) => new URL(script.url).pathname),
      'the first script alone',
    ).toEqual([expect.stringMatching(/^\/early\./)]);
  });
}

function expectOneCopyOfEach(scripts: LoadedScript[], copiesOfEach: number) {
  for (const [library, sign] of Object.entries(ONE_COPY_OF)) {
    const copies = scripts.filter((script) => sign.test(script.body.toString('utf8'))).map((script) => script.url);
    expect(copies, `copies of ${library}`).toHaveLength(copiesOfEach);
  }
}

/**
 * React Query: loaded only with an island of a remote that queries, among the page's scripts,
 * requested with them rather than after them.
 */
const REACT_QUERY = /No QueryClient set, use QueryClientProvider to set one/;
/** V8's explicit compile hint, on every script but the page's first, which is small and runs at once. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const ISLANDS = [
  {
    path: '/',
    island: 'mfe_contact/ContactSection',
    reach: (page: Page) => page.getByRole('form', { name: 'Contact enquiry' }).getByLabel('Full name').scrollIntoViewIfNeeded(),
  },
  {
    path: '/careers',
    island: 'mfe_careers/CareersTabs',
    reach: (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' }).focus(),
  },
] as const;

for (const { path, island, reach } of ISLANDS) {
  test(`${path}: its island loads once reached or used, with one copy of each shared library, within what the page weighed whole`, async ({
    page,
  }) => {
    const firstScripts = await firstLoadScripts(page, path);
    expect(firstScripts.map((script) => new URL(script.url).pathname)).toEqual([expect.stringMatching(/^\/early\./)]);
    const loaded = watchScripts(page);
    await reach(page);
    await expect(page.locator(`[data-remote="${island}"]`)).toHaveAttribute('data-remote-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const scripts = [...firstScripts, ...(await loaded())];
    const bytes = scripts.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
    console.log(`JS of ${path} with its island hydrated: ${bytes} bytes gzip in ${scripts.length} scripts`);
    expect(bytes).toBeLessThanOrEqual(WITH_ISLAND[path] ?? 0);
    expectOneCopyOfEach(scripts, 1);
    expect(
      scripts.filter((script) => REACT_QUERY.test(script.body.toString('utf8'))),
      'copies of React Query',
    ).toHaveLength(1);
    // V8 compiles these off the main thread as they download (build-config/src/plugins.ts).
    const withoutHint = scripts.filter((script) => !script.body.toString('utf8').startsWith(COMPILE_HINT));
    expect(
      withoutHint.map((script) => new URL(script.url).pathname),
      'scripts without the compile hint: only the first',
    ).toEqual([expect.stringMatching(/^\/early\./)]);
  });
}

test('/news: its newsletter box hydrates once used without React Query: the stories were read on the server', async ({
  page,
}) => {
  await firstLoadScripts(page, '/news');
  const loaded = watchScripts(page);
  await page.getByLabel('Email address').focus();
  await expect(page.locator('[data-remote="mfe_marketing/NewsletterBox"]')).toHaveAttribute('data-remote-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const scripts = await loaded();
  const bytes = scripts.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
  console.log(`JS of /news with its newsletter box hydrated: ${bytes} bytes gzip in ${scripts.length} scripts`);
  expect(
    scripts.filter((script) => REACT_QUERY.test(script.body.toString('utf8'))).map((script) => script.url),
    'copies of React Query',
  ).toEqual([]);
});

/**
 * The Arabic typeface (IBM Plex Sans Arabic, regular and bold, each cut to the letters of Modern
 * Standard Arabic, about 19 KB: scripts/src/assets/fonts): Arabic pages load it, with the budget of two
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
    test.setTimeout(120_000);
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
