import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { notHydratedCount } from '../fixtures/page-state';

/**
 * Input made on the server's HTML before the app has hydrated is kept (issue 19): the window is
 * made real by holding the shell's script back until the visitor has clicked and typed, so every
 * action below lands on a page React has not hydrated yet. A click dropped there would do nothing
 * (a button) or reload the page (a link), and text typed there would be reset by the form.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The page's first script is there to keep the input; the app is not.
  await page.waitForFunction(() => '__SHELL_EARLY_INPUT__' in window);
  return async () => {
    await expect(page.locator('#root [data-hydrated="true"]'), 'nothing has hydrated while the script is held').toHaveCount(0);
    release();
    await expect.poll(() => notHydratedCount(page, '')).toBe(0);
  };
}

test.use({ viewport: { width: 390, height: 844 } });

test('home: the menu opens before any script, and the contact form filled and continued before hydration is acted on', async ({
  page,
}) => {
  const hydrate = await openWithScriptsHeld(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The menu is the browser's own (a popover): it opens before any script, and Escape closes it.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // The contact section hydrates only once reached: its input is held until then.
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Full name').fill('Layla Haddad');
  await form.getByLabel('Email address').fill('layla@agency.example');
  await form.getByRole('button', { name: 'Continue' }).click();
  await hydrate();

  await expect(form.getByRole('heading', { name: 'Message Details' })).toBeVisible();
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('Full name')).toHaveValue('Layla Haddad');
  await expect(form.getByLabel('Email address')).toHaveValue('layla@agency.example');
});

test('a job page: Share Position clicked before its island hydrates works once it has; Apply Now, a link, loads the apply page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  const hydrate = await openWithScriptsHeld(page, '/careers/senior-cybersecurity-analyst');
  await page.getByRole('button', { name: 'Share Position' }).click();
  await hydrate();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();

  // The page is HTML: Enter on Apply Now is the browser's, as on any link.
  await page.getByRole('link', { name: 'Apply Now' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apply\/senior-cybersecurity-analyst$/);
  await expect(page.getByRole('heading', { name: 'Application Form' })).toBeVisible();
});

test('the contact form: text typed and Continue pressed before hydration are kept and acted on', async ({ page }) => {
  const hydrate = await openWithScriptsHeld(page, '/contact');
  await page.getByLabel('Full name').pressSequentially('Omar Farouk');
  await page.getByLabel('Email address').pressSequentially('omar@ministry.example');
  await page.getByLabel('Email address').press('Enter');
  await hydrate();

  await expect(page.getByRole('heading', { name: 'Message Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Omar Farouk');
  await expect(page.getByLabel('Email address')).toHaveValue('omar@ministry.example');
});

test('about: a visitor who scrolled down before hydration stays there, and the link under the finger is followed', async ({
  page,
}) => {
  const hydrate = await openWithScriptsHeld(page, '/about');
  const profile = page.getByRole('link', { name: /profile$/ });
  await profile.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await hydrate();

  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await profile.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Omar Haddad' })).toBeVisible();
});

test("careers: a job's link clicked before the openings' island has its scripts loads the job page at once", async ({ page }) => {
  // The shell's script stays held: pointing at the list wakes the island, which cannot hydrate.
  await openWithScriptsHeld(page, '/careers');
  await page
    .getByRole('link', { name: /Senior Cybersecurity Analyst/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/careers\/senior-cybersecurity-analyst$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Cybersecurity Analyst' })).toBeVisible();
});

test('apply: the form filled, its consent ticked and submitted before hydration is sent whole', async ({ page }) => {
  const hydrate = await openWithScriptsHeld(page, '/apply/senior-cybersecurity-analyst');
  await page.getByLabel('Full Name').fill('Huda Nasser');
  await page.getByLabel('Email Address').fill('huda@example.org');
  await page.getByLabel('Phone Number').fill('+974 5555 0102');
  await page.getByLabel('Years of Experience').selectOption('5-10');
  await page.getByLabel('Resume/CV File').setInputFiles(path.join(import.meta.dirname, '../fixtures/resume.pdf'));
  await page
    .getByLabel('Cover Letter')
    .fill('I have led a security operations centre for six years and would bring that practice to your government clients.');
  // The box ticks at once, as it does without script: its click is the browser's.
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await hydrate();

  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
});
