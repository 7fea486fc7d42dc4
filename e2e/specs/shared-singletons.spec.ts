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
  for (const [linkName, heading] of [
    ['Contact', 'Contact Us'],
    ['Privacy Policy', 'Privacy Policy'],
    ['News', /News/],
  ] as const) {
    await page.getByRole('link', { name: linkName, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((body) => body.includes(REACT_DOM_MARKER))).toHaveLength(1);
});
