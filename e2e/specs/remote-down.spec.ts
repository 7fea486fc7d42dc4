import { expect, test } from '@playwright/test';
import type { Site } from 'scripts/compose';
import { startPrivateSite } from '../fixtures/private-site';

let site: Site;
test.beforeAll(async () => {
  site = await startPrivateSite();
});
test.afterAll(async () => {
  await site.stop();
});

test('a stopped remote shows the fallback with Retry while header, footer and other remotes work, and Retry recovers', async ({
  page,
}) => {
  await site.remotes.mfe_marketing.stop();

  await page.goto(`${site.url}/culture`);
  await expect(page.getByRole('heading', { name: 'This page is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Consultation' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');

  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await site.remotes.mfe_marketing.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
});
