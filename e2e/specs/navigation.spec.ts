import { expect, test } from '@playwright/test';

test('the header navigates between remotes and marks the active link', async ({ page }) => {
  await page.goto('/culture');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('aria-current', 'page');

  await header.locator('summary', { hasText: 'Services' }).click();
  await header.getByRole('link', { name: 'Encryption Technologies' }).click();
  await expect(page).toHaveURL(/\/services\/encryption$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Encryption Technologies' })).toBeVisible();
});

test('the footer leads to the legal pages and shows the current year', async ({ page }) => {
  await page.goto('/news');
  // The page's content arriving pushes the footer down; a click across that move would be lost.
  await expect(page.getByRole('heading', { level: 1, name: /News/ })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await footer.getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
});

for (const path of ['/no-such-page', '/services/e-government/extra']) {
  test(`${path} shows the not-found page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
}

test('a news story link leads to its story; an unknown story is a not-found page of its own', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News & Insights' })).toBeVisible();
  const story = page.getByRole('main').getByRole('article').first();
  const title = (await story.getByRole('heading').first().textContent())?.trim() ?? '';
  await story.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/news\/.+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const missing = await page.goto('/news/some-story');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Story Not Found' })).toBeVisible();
});

test('the mobile menu opens, and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/culture');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('the mobile menu closes on Escape, gives focus back to its toggle and holds the page still while open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/culture');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test('the brand name stays on one line in the header at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about');
  const name = page
    .getByRole('banner')
    .getByRole('link', { name: /Meridian/ })
    .locator('span');
  const lineHeight = await name.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
  const box = await name.boundingBox();
  expect(box?.height).toBeLessThan(lineHeight * 1.5);
});

test('an active link turning bold moves none of its neighbours', async ({ page }) => {
  await page.goto('/culture');
  const header = page.getByRole('banner');
  const careersX = async () => (await header.getByRole('link', { name: 'Careers', exact: true }).boundingBox())?.x;
  const before = await careersX();
  await header.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await careersX()).toBe(before);
});
