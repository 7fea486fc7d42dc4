import { expect, type Page, test } from '@playwright/test';
import { type JobListItem, jobListSchema } from 'contracts';
import type { Site } from 'scripts/compose';
import { startPrivateSite } from '../fixtures/private-site';

/** /careers: the list, its search and filters in the URL, and the tabs. */

async function openJobs(): Promise<JobListItem[]> {
  const response = await fetch(`${process.env.API_URL}/api/careers`);
  return jobListSchema.parse(await response.json());
}

const list = (page: Page) => page.getByRole('list', { name: 'Job openings' });
const rows = (page: Page) => list(page).getByRole('heading', { level: 3 });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' });
const department = (page: Page) => page.getByRole('combobox', { name: 'Department' });
const location = (page: Page) => page.getByRole('combobox', { name: 'Location' });

test('lists the open jobs of the API, each linking to its page', async ({ page }) => {
  const jobs = await openJobs();
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
  await expect(rows(page)).toHaveText(jobs.map((job) => job.title));
  const first = jobs[0]!;
  await expect(list(page).getByRole('link', { name: first.title })).toHaveAttribute('href', `/careers/${first.slug}`);
  await expect(page).toHaveTitle(/Careers/);
});

test('filters by department and search text in the URL, kept on reload and on Back from a job', async ({ page }) => {
  const jobs = await openJobs();
  const engineering = jobs.filter((job) => job.department === 'Engineering');
  await page.goto('/careers');
  await expect(rows(page)).toHaveCount(jobs.length);

  await department(page).selectOption('Engineering');
  await expect(rows(page)).toHaveText(engineering.map((job) => job.title));
  await search(page).fill('MACHINE');
  await expect(rows(page)).toHaveText(['Machine Learning Engineer, LLM Platforms']);
  await expect(page).toHaveURL(/\/careers\?category=engineering&q=MACHINE$/);

  await page.reload();
  await expect(rows(page)).toHaveText(['Machine Learning Engineer, LLM Platforms']);
  await expect(search(page)).toHaveValue('MACHINE');
  await expect(department(page)).toHaveValue('Engineering');

  await list(page).getByRole('link', { name: 'Machine Learning Engineer, LLM Platforms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Learning Engineer, LLM Platforms' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?category=engineering&q=MACHINE$/);
  await expect(rows(page)).toHaveText(['Machine Learning Engineer, LLM Platforms']);
});

test("the sitemap's location link selects its office; an unknown value shows every job", async ({ page }) => {
  const jobs = await openJobs();
  await page.goto('/sitemap');
  await page.locator('main a[href="/careers?location=abu-dhabi"]').click();
  await expect(location(page)).toHaveValue('Abu Dhabi, UAE');
  await expect(rows(page)).toHaveText(jobs.filter((job) => job.location === 'Abu Dhabi, UAE').map((job) => job.title));

  await page.goto('/careers?category=marketing&location=riyadh');
  await expect(department(page)).toHaveValue('all');
  await expect(location(page)).toHaveValue('Riyadh, Saudi Arabia');
  await expect(rows(page)).toHaveText(jobs.filter((job) => job.location === 'Riyadh, Saudi Arabia').map((job) => job.title));
  // The page is HTML until the visitor turns to its filters: they then drop the unknown value from the URL too.
  await department(page).focus();
  await expect(page).toHaveURL(/\/careers\?location=riyadh$/);
});

test("says 'No job listings match your search criteria.' and clears the filters on request", async ({ page }) => {
  const jobs = await openJobs();
  await page.goto('/careers?q=astronaut');
  await expect(page.getByText('No job listings match your search criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(jobs.length);
  await expect(page).toHaveURL(/\/careers$/);
});

test.describe('with the API down', () => {
  let site: Site;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startPrivateSite();
    await site.api.stop();
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test("the page still renders, and the browser, trying the list again, says 'Error loading job listings. Please try again later.'", async ({
    page,
    request,
  }) => {
    const response = await request.get(`${site.url}/careers`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Join Our Team');
    await page.goto(`${site.url}/careers`);
    await expect(page.getByText('Error loading job listings. Please try again later.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Benefits' })).toBeVisible();
  });
});

test('the tabs work by keyboard; Process leads to the application form', async ({ page }) => {
  await page.goto('/careers');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Job Openings' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Benefits' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Benefits' }).getByRole('heading', { level: 3 })).toHaveText([
    'Professional Growth',
    'Global Impact',
    'Competitive Compensation',
    'Work-Life Balance',
    'International Opportunities',
    'Innovative Environment',
  ]);
  await page.keyboard.press('End');
  const process = page.getByRole('tabpanel', { name: 'Process' });
  await expect(process).toContainText('2-4 weeks');
  await process.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/apply\/senior-cybersecurity-analyst$/);
  await expect(page.getByRole('form', { name: 'Job application' })).toBeVisible();
});

test("'View Open Positions' shows the openings tab and scrolls to it", async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('tab', { name: 'Process' }).click();
  await page.getByRole('link', { name: 'View Open Positions' }).click();
  await expect(page.getByRole('tab', { name: 'Job Openings' })).toHaveAttribute('aria-selected', 'true');
  await expect(search(page)).toBeInViewport();
});
