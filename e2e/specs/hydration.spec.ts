import { expect, type Page, test } from '@playwright/test';
import type { Site } from 'scripts/compose';
import { collectHydrationErrors, hydrateAll } from '../fixtures/hydration-errors';
import { ROUTE_HEADING, showsRouteContent } from '../fixtures/page-state';
import { startPrivateSite } from '../fixtures/private-site';
import { EVERY_ROUTE, STAFF_ROUTES } from '../fixtures/routes';

async function hydrationErrors(page: Page, path: string): Promise<string[]> {
  const errors = collectHydrationErrors(page);
  await page.goto(path);
  await hydrateAll(page);
  return errors;
}

for (const path of [...EVERY_ROUTE, ...STAFF_ROUTES]) {
  test(`${path} shows its own content and hydrates the server's HTML without a mismatch`, async ({ page }) => {
    const errors = collectHydrationErrors(page);
    await page.goto(path);
    expect(await showsRouteContent(page, path), `${path} shows '${ROUTE_HEADING[path]}' and no fallback`).toBe(true);
    await hydrateAll(page);
    expect(errors).toEqual([]);
  });
}

test('the check fails when the HTML differs from what the browser renders (negative control)', async ({ page }) => {
  // Changes the server's heading of a page hydrated whole (the staff console) as the browser parses it, long before the app hydrates.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('h1');
      if (heading?.textContent !== 'Staff sign-in') return;
      heading.textContent = 'Staff sing-in';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  expect(await hydrationErrors(page, '/staff/sign-in')).not.toEqual([]);
});

test("the check fails when an island's HTML differs from what the browser renders (negative control)", async ({ page }) => {
  // The home page's contact section, an island of a static page: its first label, altered.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const label = document.querySelector('[data-island="mfe_contact/ContactSection"] label');
      if (!label?.textContent) return;
      label.textContent = `${label.textContent}!`;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  expect(await hydrationErrors(page, '/')).not.toEqual([]);
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

  test("the content check fails: the page shows the part's fallback, not its own heading (negative control)", async ({
    page,
  }) => {
    await page.goto(`${site.url}/culture`);
    expect(await showsRouteContent(page, '/culture')).toBe(false);
  });
});
