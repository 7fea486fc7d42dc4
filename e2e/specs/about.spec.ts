import { expect, test } from '@playwright/test';

/** /about and the founder's page. */

test('/about tells the story, the journey, mission and vision, and leads to the founder', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  for (const heading of ['Our Story', 'Our Journey', 'Mission & Vision', 'Leadership']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('Years of Excellence')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our Journey' }).locator('ol > li').first()).toContainText('2018');
  await page.getByRole('link', { name: /profile$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Omar Haddad' })).toBeVisible();
});

test('the founder page shows ventures founded 2018, 2016 and 2018, is a profile, and its button leads to /contact', async ({
  page,
}) => {
  await page.goto('/omar-haddad');
  await expect(page.getByRole('heading', { level: 1, name: 'Omar Haddad' })).toBeVisible();
  for (const heading of ['Biography', 'Ventures', 'Education', 'Expertise']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Ventures' }).getByText(/^Founded/)).toHaveText([
    'Founded 2018',
    'Founded 2016',
    'Founded 2018',
  ]);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
  const person = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(person ?? '{}')['@type']).toBe('Person');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Contact/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});
