import { expect, test } from '@playwright/test';

/** /careers/{slug}: the job's page and its Share action. */

test('shows the job with its breadcrumbs, apply card and JobPosting structured data', async ({ page }) => {
  await page.goto('/careers/senior-cybersecurity-analyst');
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Cybersecurity Analyst' })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link')).toHaveText(['Home', 'Careers']);
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Senior Cybersecurity Analyst');
  for (const heading of ['Key Responsibilities', 'Requirements & Qualifications', 'Benefits & Perks', 'Similar Positions']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const card = page.getByRole('complementary', { name: 'Apply for this position' });
  await expect(card).toContainText('Application Deadline');
  await expect(card).toContainText('$135,000 – $165,000 per year');
  await expect(page.getByRole('region', { name: 'Similar Positions' }).getByRole('link')).toHaveCount(3);

  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
  expect(graphs.map((graph) => graph['@type'])).toEqual(['JobPosting', 'BreadcrumbList', 'WebPage']);
  expect(graphs[0]).toMatchObject({
    title: 'Senior Cybersecurity Analyst',
    datePosted: '2026-11-10',
    validThrough: '2027-01-31T23:59:59Z',
    employmentType: 'FULL_TIME',
    jobLocation: { address: { addressLocality: 'Chicago', addressRegion: 'IL', addressCountry: 'US' } },
    baseSalary: { currency: 'USD', value: { minValue: 135000, maxValue: 165000, unitText: 'YEAR' } },
    directApply: true,
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers\/senior-cybersecurity-analyst$/);

  await card.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/apply\/senior-cybersecurity-analyst$/);
  await expect(page).toHaveTitle(/^Apply for Senior Cybersecurity Analyst \| .+ Careers$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test("'Share Position' copies the link without a share sheet and says so", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/careers/penetration-tester');
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'Share Position' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  await expect(page.getByText('You can now share it with anyone')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/careers/penetration-tester', page.url()).href);
});

test("an unknown job shows 'Job Not Found' and leads back to the careers page", async ({ page }) => {
  await page.goto('/careers/no-such-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
  await expect(page.getByText("The job listing you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Careers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
});

test('a job past its closing date says applications are closed, with no Apply button', async ({ page }) => {
  await page.goto('/careers/devops-engineer');
  await expect(page.getByRole('heading', { level: 1, name: 'DevOps Engineer' })).toBeVisible();
  await expect(page.getByText('Applications are closed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);

  await page.goto('/apply/devops-engineer');
  await expect(page.getByRole('heading', { name: 'Applications are closed' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Job application' })).toHaveCount(0);
});
