import { expect, type Page, test } from '@playwright/test';
import { EVERY_ROUTE, STAFF_ROUTES } from '../fixtures/routes';

/** React's hydration failures: the shell's own report, and React's messages should a build log them. */
const HYDRATION_ERROR = /\[hydration\]|hydrat|Minified React error #(418|419|423|425)/i;

/** Opens a page and returns every hydration error it logged once it is interactive. */
async function hydrationErrors(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Hydration is done when the app answers input: the header's menu button then reacts.
  await expect(page.locator('#root [data-hydrated="true"]')).toHaveCount(1);
  return errors;
}

for (const path of [...EVERY_ROUTE, ...STAFF_ROUTES]) {
  test(`${path} hydrates the server's HTML without a mismatch`, async ({ page }) => {
    expect(await hydrationErrors(page, path)).toEqual([]);
  });
}

test('the check fails when the HTML differs from what the browser renders (negative control)', async ({ page }) => {
  // Changes the server's heading as the browser parses it, long before the app hydrates.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('h1');
      if (heading?.textContent !== 'Our Culture') return;
      heading.textContent = 'Our Kulture';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  expect(await hydrationErrors(page, '/culture')).not.toEqual([]);
});
