import { expect, test } from '@playwright/test';

/** The service detail page of the marketing remote, /services/{serviceId}, and 'Service Not Found' for an unknown id. */

test('/services/encryption shows the service and a consultation button to /contact', async ({ page }) => {
  await page.goto('/services/encryption');
  await expect(page.getByRole('heading', { level: 1, name: 'Encryption Technologies' })).toBeVisible();
  const consultation = page.getByRole('main').getByRole('link', { name: 'Request a Consultation' });
  await expect(consultation).toHaveAttribute('href', '/contact');
  await expect(page).toHaveTitle(/Encryption Technologies/);
  await expect(page.getByRole('heading', { level: 2, name: 'Explore Other Services' })).toBeVisible();
});

test("/services/ai-llm is not a service: 'Service Not Found' and a way home", async ({ page }) => {
  await page.goto('/services/ai-llm');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
  await expect(page.getByText("The service you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Secure digital services for governments and enterprises' }),
  ).toBeVisible();
});

test('the header links the AI service at /services/ai-solutions, under its one name', async ({ page }) => {
  await page.goto('/culture');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  const header = page.getByRole('banner');
  await header.locator('summary', { hasText: 'Services' }).click();
  await header.getByRole('link', { name: 'AI/LLM Solutions' }).click();
  await expect(page).toHaveURL(/\/services\/ai-solutions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI/LLM Solutions' })).toBeVisible();
});

test('a sitemap anchor brings its part of the service page into view', async ({ page }) => {
  await page.goto('/services/cybersecurity#incident-response');
  await expect(page.getByRole('heading', { level: 1, name: 'Cybersecurity Services' })).toBeAttached();
  await expect(page.locator('#incident-response')).toBeInViewport();
});

test("on a phone, 'Contact Our Team' comes before the long body of the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/services/encryption');
  await expect(page.getByRole('heading', { level: 1, name: 'Encryption Technologies' })).toBeVisible();
  const contact = await page.getByRole('link', { name: 'Contact Our Team' }).boundingBox();
  const overview = await page.getByRole('heading', { level: 2, name: 'Overview' }).boundingBox();
  expect(contact?.y).toBeLessThan(overview?.y ?? 0);
  expect(contact?.y).toBeLessThan(2000);
});

test('the service page fits a 320 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/services/e-government');
  await expect(page.getByRole('heading', { level: 1, name: 'E-Government Solutions' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
