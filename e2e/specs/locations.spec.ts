import { expect, type Page, test } from '@playwright/test';

/** The office locations section of the home page, '/#locations'. */

const officeButton = (page: Page, name: string) => page.locator('#locations').getByRole('button', { name, exact: true });

test('shows a card per office with Chicago selected and its services listed', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Our Office Locations' });
  await expect(officeButton(page, 'Chicago')).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByRole('heading', { level: 3 })).toHaveCount(5);
  await expect(section.getByText('Services at Chicago')).toBeVisible();
  await expect(section.getByRole('link', { name: 'doha@meridian-consulting.example' })).toHaveAttribute(
    'href',
    'mailto:doha@meridian-consulting.example',
  );
});

test('choosing an office selects it, and choosing it again closes it', async ({ page }) => {
  await page.goto('/#locations');
  const section = page.getByRole('region', { name: 'Our Office Locations' });
  await officeButton(page, 'Doha').click();
  await expect(officeButton(page, 'Doha')).toHaveAttribute('aria-expanded', 'true');
  await expect(officeButton(page, 'Chicago')).toHaveAttribute('aria-expanded', 'false');
  await expect(section.getByText('Services at Doha')).toBeVisible();
  await expect(section.getByText('Services at Chicago')).toBeHidden();

  await officeButton(page, 'Doha').click();
  await expect(officeButton(page, 'Doha')).toHaveAttribute('aria-expanded', 'false');

  await officeButton(page, 'Riyadh').focus();
  await page.keyboard.press('Enter');
  await expect(section.getByText('Services at Riyadh')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(section.getByText('Services at Riyadh')).toBeHidden();
});

for (const [where, path, region] of [
  ['header', '/culture', 'banner'],
  ['footer', '/news', 'contentinfo'],
] as const) {
  test(`the ${where}'s Locations link lands on the section from another page, under the fixed header`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole(region)
      .getByRole('link', { name: /Locations/ })
      .click();
    const heading = page.getByRole('heading', { level: 2, name: 'Our Office Locations' });
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/\/#locations$/);
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').boundingBox();
        const sectionTop = (await page.locator('#locations').boundingBox())?.y ?? -1;
        return header !== null && sectionTop >= header.y + header.height - 1;
      })
      .toBe(true);
  });
}
