import { expect, test } from '@playwright/test';
import type { Site } from 'scripts/compose';
import { startPrivateSite } from '../fixtures/private-site';

let site: Site;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startPrivateSite();
});
test.afterAll(async () => {
  await site.stop();
});

test('a stopped remote shows the fallback with Retry while header, footer and other remotes work, and Retry recovers', async ({
  page,
}) => {
  await site.remotes.mfe_marketing.stop();
  // A shell renders a version it has loaded whatever its origin does: a new one cannot load it.
  await site.restartShell();

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

test('a part the server rendered whose scripts cannot be loaded says so, keeps what was typed, is not sent, and works once its remote is back', async ({
  page,
}) => {
  // The shell has loaded contact's version (as it starts), so it renders the wizard whole once its
  // remote has stopped; 8 pages at once reach both render threads.
  const warmUp = await Promise.all(Array.from({ length: 8 }, () => page.request.get(`${site.url}/contact`)));
  expect(warmUp.map((answer) => answer.status())).toEqual(Array(8).fill(200));
  await site.remotes.mfe_contact.stop();
  try {
    await page.goto(`${site.url}/contact`);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded.' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  } finally {
    await site.remotes.mfe_contact.start();
  }
  // Tried again (each wait longer), it loads, and then it answers: Continue checks the first step.
  // (Retry, beside it, tries at once: typing-kept-when-remote-fails.spec.ts.)
  await expect(async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
});
