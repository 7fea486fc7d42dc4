import { expect, test } from '@playwright/test';

/** Every static page of the marketing remote: its h1, a spec text, and its own title. */
const STATIC_PAGES = [
  { path: '/culture', heading: 'Our Culture', text: 'Continuous Learning', title: /Our Culture/ },
  { path: '/news', heading: 'News & Insights', text: 'Subscribe', title: /News/ },
  { path: '/privacy-policy', heading: 'Privacy Policy', text: 'Last updated: May 15, 2023', title: /Privacy Policy/ },
  { path: '/terms-of-service', heading: 'Terms of Service', text: 'Illinois', title: /Terms of Service/ },
  { path: '/cookie-policy', heading: 'Cookie Policy', text: '_gid', title: /Cookie Policy/ },
  { path: '/security', heading: 'Security at the Core of Everything We Do', text: 'SOC 2 Type II', title: /Security/ },
  { path: '/compliance', heading: 'Compliance & Regulatory Standards', text: 'Data Protection', title: /Compliance/ },
  { path: '/sitemap', heading: 'Sitemap', text: 'Main Pages', title: /Sitemap/ },
];

for (const { path, heading, text, title } of STATIC_PAGES) {
  test(`${path} renders its heading, content and title`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(text);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  });
}

test('the legal pages have the spec number of sections', async ({ page }) => {
  for (const [path, sections] of [
    ['/privacy-policy', 9],
    ['/terms-of-service', 11],
    ['/cookie-policy', 7],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(sections);
  }
});

test('the sitemap links the AI service at /services/ai-solutions and never at /services/ai-llm', async ({ page }) => {
  await page.goto('/sitemap');
  await expect(page.locator('main a[href="/services/ai-solutions"]')).not.toHaveCount(0);
  await expect(page.locator('main a[href^="/services/ai-llm"]')).toHaveCount(0);
  await expect(page.locator('main a[href="/careers?location=abu-dhabi"]')).toHaveCount(1);
});
