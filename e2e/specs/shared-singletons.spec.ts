import { expect, test } from '@playwright/test';

/** A marker only react-dom's own code contains. */
const REACT_DOM_MARKER = '__reactContainer$';

test('one react-dom is downloaded across four pages of two remotes', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });

  await page.goto('/culture');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  // Each step waits for the page's last content (contact's office list), as a click across a layout move is lost.
  for (const [linkName, lastContent] of [
    ['Contact', page.getByRole('heading', { level: 4, name: 'Damascus' })],
    ['Privacy Policy', page.getByRole('heading', { level: 1, name: 'Privacy Policy' })],
    ['News', page.getByRole('heading', { level: 1, name: /News/ })],
  ] as const) {
    await page.getByRole('link', { name: linkName, exact: true }).first().click();
    await expect(lastContent).toBeVisible();
  }

  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((body) => body.includes(REACT_DOM_MARKER))).toHaveLength(1);
});
