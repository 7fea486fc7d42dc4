import { expect, test } from '@playwright/test';
import type { Site } from 'scripts/compose';
import { PAGE_READY } from '../fixtures/page-state';
import { startPrivateSite } from '../fixtures/private-site';

/**
 * Typing is never lost (issue 48): a part the server rendered whose scripts cannot load keeps its
 * HTML and what the visitor typed in it, with a message and Retry beside it, on the home page's
 * sections (hydrated once reached) as on a page; Retry, once its remote is back, hydrates it with
 * the text typed.
 */
const CONTACT_SECTION = 'mfe_contact/ContactSection';

// A field that has gone (the section swapped for a fallback) fails the spec well before its timeout.
test.use({ actionTimeout: 10_000 });

let site: Site;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startPrivateSite();
});
test.afterAll(async () => {
  await site.stop();
});

test('home: text typed in the contact section while its remote is down stays, with a message and Retry, and Retry once it is back carries it and Continue into the form', async ({
  page,
}) => {
  // The shell has loaded contact's version (as it starts), so it renders the home page's sections
  // whole once their remote has stopped; 8 pages at once reach both render threads.
  const warmUp = await Promise.all(Array.from({ length: 8 }, () => page.request.get(`${site.url}/`)));
  expect(warmUp.map((answer) => answer.status())).toEqual(Array(8).fill(200));
  // The browser finds the origin down until Retry is pressed: its own tries, each wait longer, must
  // not bring the section back first.
  let originDown = true;
  await page.route(`${new URL(site.remotes.mfe_contact.url).origin}/**`, (route) =>
    originDown ? route.abort('connectionrefused') : route.continue(),
  );
  await site.remotes.mfe_contact.stop();

  // The browser's idle callback, which would load the sections before the visitor types, is held
  // back: typing is what reaches the section here.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

  // The release registry is told, and of contact's version: the part that failed, not the page around it.
  const blamed: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/releases/beacon') blamed.push(request.postDataJSON().remote);
  });

  const form = page.getByRole('form', { name: 'Contact enquiry' });
  const part = page.locator(`[data-remote="${CONTACT_SECTION}"]`);
  // The section's notice follows it, beside the form's Continue.
  const notice = page.locator(`[data-remote="${CONTACT_SECTION}"] + *`);
  try {
    await page.goto(`${site.url}/`);
    await expect(page.locator(PAGE_READY)).toHaveCount(1);
    // Typing reaches the section: its scripts load then, and fail.
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email address').fill('ada@engines.example');

    await expect(notice.getByRole('alert')).toContainText('This part of the site could not be loaded.');
    await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect.poll(() => blamed.length).toBeGreaterThan(0);
    expect(new Set(blamed)).toEqual(new Set(['mfe_contact']));
    await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel('Email address')).toHaveValue('ada@engines.example');
    await expect(page.getByRole('heading', { name: 'This page is temporarily unavailable' })).toHaveCount(0);
    // Continue does nothing yet, and the form is not sent as plain HTML (a GET with the text in the address).
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    expect(new URL(page.url()).search).toBe('');
  } finally {
    await site.remotes.mfe_contact.start();
  }

  originDown = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(part).toHaveAttribute('data-remote-hydrated', 'true');
  await expect(notice.getByRole('alert')).toHaveCount(0);
  // The form has the text, and the Continue pressed meanwhile: its first step passes, and Back shows it.
  await expect(form.getByRole('heading', { name: 'Message Details' })).toBeVisible();
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Email address')).toHaveValue('ada@engines.example');
});
