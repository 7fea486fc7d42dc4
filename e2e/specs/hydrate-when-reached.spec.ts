import { expect, type Page, test } from '@playwright/test';
import { notHydratedCount } from '../fixtures/page-state';
import { SHARED_SITE_PORTS } from '../fixtures/ports';

/**
 * Below the fold, a remote module keeps its server HTML and loads its scripts only once reached
 * (issue 19): the home page's office locations and contact sections (mfe-contact); and a form,
 * wherever it is, only once used: the forms of /contact and an apply page. The route table says
 * which. The browser's idle callback, the last trigger, is held back here.
 */
const CONTACT_REMOTE = `:${SHARED_SITE_PORTS.remotes.mfe_contact}/`;
/** The shell's footer, hydrated once reached too: the checks of the remotes' parts leave it out. */
const FOOTER_PART = '[data-remote="shell/Footer"]';

function scriptRequests(page: Page): { url: string; at: number }[] {
  const requests: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests.push({ url: request.url(), at: Date.now() });
  });
  return requests;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
});

test('no script is requested before the first paint on a page hydrated whole', async ({ page }) => {
  // The staff console: every public page is static.
  await page.goto('/staff/sign-in');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => notHydratedCount(page)).toBe(0);
  // The page's first script aside, every script starts after the first contentful paint.
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
  );
  const scriptStarts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .filter((entry) => !/\/early\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  );
  expect(scriptStarts.length).toBeGreaterThan(0);
  for (const start of scriptStarts) expect(start).toBeGreaterThan(firstPaint);
});

test("the home page, static, requests no script but its first, and the contact sections' islands only once they near the viewport", async ({
  page,
}) => {
  const requests = scriptRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => notHydratedCount(page)).toBe(0);
  expect(requests.map((request) => new URL(request.url).pathname)).toEqual([expect.stringMatching(/^\/early\./)]);

  // The sections are there as the server rendered them, not hydrated, their remote not loaded.
  const offices = page.locator('#locations');
  await expect(offices.getByRole('heading', { level: 2 })).toBeAttached();
  await expect(page.getByRole('form', { name: 'Contact enquiry' })).toBeAttached();
  expect(requests.filter((request) => request.url.includes(CONTACT_REMOTE))).toEqual([]);
  expect(await notHydratedCount(page, FOOTER_PART)).toBeGreaterThan(0);

  await page.locator('#locations').scrollIntoViewIfNeeded();
  await expect.poll(() => requests.filter((request) => request.url.includes(CONTACT_REMOTE)).length).toBeGreaterThan(0);
  await page.keyboard.press('End');
  await expect.poll(() => notHydratedCount(page, '')).toBe(0);
  // Hydrated, the sections answer: choosing an office opens it.
  const doha = page.getByRole('button', { name: /Doha/ });
  await doha.click();
  await expect(doha).toHaveAttribute('aria-expanded', 'true');
});

test('input on a section whose scripts are still on their way is kept, and acted on once it has hydrated', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Its scripts, not its stylesheets: the server-rendered section's styles are in the page's head,
  // and the page's load waits for them.
  const contactScripts = (url: URL) => url.href.includes(CONTACT_REMOTE) && !url.pathname.endsWith('.css');
  await page.route(contactScripts, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => notHydratedCount(page)).toBe(0);

  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Full name').fill('Noura Al-Sayed');
  await form.getByRole('button', { name: 'Continue' }).click();
  expect(await notHydratedCount(page, FOOTER_PART), 'the section has not hydrated yet').toBeGreaterThan(0);
  release();

  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('Noura Al-Sayed');
});

for (const { path, form, part } of [
  { path: '/contact', form: 'Contact enquiry', part: 'ContactWizard' },
  { path: '/apply/senior-cybersecurity-analyst', form: 'Job application', part: 'ApplicationForm' },
]) {
  test(`${path}: the form keeps its server HTML, and its scripts load once the visitor turns to it`, async ({ page }) => {
    const requests = scriptRequests(page);
    const partScripts = () => requests.filter((request) => request.url.includes(`__federation_expose_${part}.`));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => notHydratedCount(page)).toBe(0);

    const enquiry = page.getByRole('form', { name: form });
    await expect(enquiry).toBeVisible();
    expect(partScripts(), 'the form is not hydrated before it is used').toEqual([]);
    expect(await notHydratedCount(page, FOOTER_PART)).toBeGreaterThan(0);

    await enquiry.getByRole('textbox').first().focus();
    await expect.poll(() => partScripts().length).toBe(1);
    await expect.poll(() => notHydratedCount(page, FOOTER_PART)).toBe(0);
    // Hydrated, the form answers: sent empty, it names what is missing.
    await enquiry.getByRole('button', { name: /^(Continue|Submit Application)$/ }).click();
    await expect(enquiry.getByRole('alert').first()).toBeVisible();
  });
}

test("an apply page: Browse pressed while the form's scripts are on their way opens the file chooser once they arrive", async ({
  page,
}) => {
  await page.route('**/__federation_expose_ApplicationForm.*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Waited for from the start: Playwright takes file choosers over only once its command to do so has landed.
  const chooser = page.waitForEvent('filechooser');
  await page.goto('/apply/senior-cybersecurity-analyst');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => notHydratedCount(page)).toBe(0);

  await page.getByRole('button', { name: 'Browse files' }).click();
  expect(await notHydratedCount(page, FOOTER_PART), 'the form has not hydrated yet').toBeGreaterThan(0);
  await (await chooser).setFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(page.getByText('resume.pdf')).toBeVisible();
});

test("the shell's footer keeps its server HTML, its script loads only once it nears the viewport, and its links then navigate in the app", async ({
  page,
}) => {
  // The footer's script is the one that renders a <footer> (shell/src/layout/footer.tsx); its
  // text is the shell's messages, which every page loads.
  const footerScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes('("footer",')) footerScripts.push(response.url());
  });
  // A page hydrated whole (the staff console, its sign-in short: a short window): a static page's footer is its HTML.
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto('/staff/sign-in');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => notHydratedCount(page)).toBe(0);

  const footer = page.getByRole('contentinfo');
  const part = page.locator(FOOTER_PART);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(part).toHaveAttribute('data-hydrate', 'when-reached');
  await expect(part).not.toHaveAttribute('data-remote-hydrated');
  expect(footerScripts, 'the footer is not first-load JavaScript').toEqual([]);

  await footer.scrollIntoViewIfNeeded();
  await expect(part).toHaveAttribute('data-remote-hydrated', 'true');
  // Read as its response's text arrives.
  await expect.poll(() => footerScripts).toHaveLength(1);
  // Hydrated, a link of it navigates in the app: the page is not loaded again.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await footer.getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-same-document', '');
});

test('a navigation made before the footer is reached keeps the footer on screen, and loads it then', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto('/staff/sign-in');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => notHydratedCount(page)).toBe(0);
  const part = page.locator(FOOTER_PART);
  await expect(part).not.toHaveAttribute('data-remote-hydrated');
  // Every frame from here on: is the footer there?
  await page.evaluate(() => {
    const frames: boolean[] = [];
    (window as unknown as { footerFrames: boolean[] }).footerFrames = frames;
    const check = () => {
      frames.push(document.querySelector('footer') !== null);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });

  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(part).toHaveAttribute('data-remote-hydrated', 'true');
  const frames = await page.evaluate(() => (window as unknown as { footerFrames: boolean[] }).footerFrames);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((shown) => !shown)).toEqual([]);
});
