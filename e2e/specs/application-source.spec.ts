import { expect, test } from '@playwright/test';
import { APPLICATION_CHANNEL_LABELS, type StoredApplication } from 'contracts';
import { staffGet } from '../fixtures/staff-api';

/** Where a candidate came from: a campaign's utm_source, seen on the job page, reaches the stored application. */

const COVER_LETTER =
  'For eight years I have led incident response for ministries and banks across the Gulf. I would like to bring that experience to your security operations team.';

test('a visitor who lands on a job page from LinkedIn and applies is counted under LinkedIn', async ({ page }) => {
  const email = `layla.source.${Date.now()}@candidate.example`;
  await page.goto('/careers/penetration-tester?utm_source=linkedin&utm_medium=social&utm_campaign=spring-hiring');
  await page.getByRole('complementary', { name: 'Apply for this position' }).getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/apply\/penetration-tester\?utm_source=linkedin&utm_medium=social&utm_campaign=spring-hiring$/);

  await page.getByLabel('Full Name').fill('Layla Haddad');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('+974 5555 0101');
  await page.getByLabel('Resume/CV Link').fill('https://cv.candidate.example/layla.pdf');
  await page.getByLabel('Cover Letter').fill(COVER_LETTER);
  // A click, not check(): a click made while the form hydrates is replayed once it has.
  const agree = page.getByRole('checkbox', { name: /privacy policy/ });
  await agree.click();
  await expect(agree).toBeChecked();
  await page.getByRole('form', { name: 'Job application' }).getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

  const { items } = await staffGet<{ items: StoredApplication[] }>('applications?pageSize=100');
  const stored = items.find((item) => item.email === email);
  expect(stored?.source).toEqual({
    channel: 'linkedin',
    utmSource: 'linkedin',
    utmMedium: 'social',
    utmCampaign: 'spring-hiring',
  });
  expect(APPLICATION_CHANNEL_LABELS[stored?.source?.channel ?? 'other']).toBe('LinkedIn');
});
