import { expect, test } from '@playwright/test';

/** A marker only react-dom's own code contains. */
const REACT_DOM_MARKER = '__reactContainer$';

test("one react-dom serves the islands of two remotes' pages", async ({ page }) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });

  await page.goto('/culture');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  // Each page is a page load; its island (contact's form, marketing's newsletter box) loads as the visitor turns to it.
  for (const [linkName, heading, field] of [
    ['Contact', 'Contact Us', 'Full name'],
    ['News', /News/, 'Email address'],
  ] as const) {
    await page.getByRole('link', { name: linkName, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByLabel(field).first().focus();
    await expect(page.locator('[data-island] [data-remote-hydrated="true"]')).toHaveCount(1);
  }

  const loaded = await Promise.all(scripts);
  const reactDom = new Set(loaded.filter(({ body }) => body.includes(REACT_DOM_MARKER)).map(({ url }) => url));
  expect(loaded.length).toBeGreaterThan(3);
  expect([...reactDom], 'the scripts that hold react-dom').toHaveLength(1);
});
