import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { choosePassword, createAccount, FIRST_ADMIN, newPerson, signIn, staffHeaders } from '../fixtures/staff';

/**
 * axe on every screen of the staff console, at a phone's width and a desktop's: WCAG 2.0, 2.1
 * and 2.2 A and AA, and axe's best practices. The screens show real records, made first.
 */
// axe runs several times per test, seconds each on a busy machine: a bound for a hung test, not a speed check.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];
const WIDTHS = [390, 1280] as const;
const SITE = process.env.SITE_URL ?? '';
const RESUME_PDF = path.join(import.meta.dirname, '../fixtures/resume.pdf');
const run = Date.now().toString(36);
const person = { name: 'Omar Khalil', email: `omar.${run}@candidate.example` };
const JOB_SLUG = 'penetration-tester';
const COVER_LETTER =
  'I have spent six years testing web applications for public agencies and would like to join your offensive security team in Doha.';
const records = { enquiry: '', application: '', job: '' };

/** What axe finds on the page as it is now, one line per rule and element, so a failure reads at once. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${violation.help}`),
  );
}

/** The visitor's enquiry and application (a PDF) to a seed job, and their ids as staff see them. */
async function makeRecords(request: APIRequestContext, admin: APIRequestContext) {
  const enquiry = await request.post('/api/contact', {
    data: {
      name: person.name,
      email: person.email,
      service: 'cybersecurity',
      message: 'Please call us about a penetration test.',
      privacy: true,
    },
  });
  expect(enquiry.status()).toBe(201);
  const application = await request.post(`/api/apply/${JOB_SLUG}`, {
    multipart: {
      fullName: person.name,
      email: person.email,
      phone: '+974 5555 0199',
      coverLetter: COVER_LETTER,
      resumeLink: '',
      portfolioLink: '',
      years: '5-10',
      agree: 'true',
      resumeFile: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: readFileSync(RESUME_PDF) },
    },
  });
  expect(application.status()).toBe(201);
  type Items = { items: { id: string; slug?: string }[] };
  // The lists a search text may narrow are POSTs: the address stays out of URLs.
  const search = async (list: string) =>
    (
      (await (
        await admin.post(`/api/staff/${list}/search`, { data: { q: person.email }, headers: staffHeaders(SITE) })
      ).json()) as Items
    ).items;
  records.enquiry = (await search('enquiries'))[0]?.id ?? '';
  records.application = (await search('applications'))[0]?.id ?? '';
  const jobs = ((await (await admin.get('/api/staff/jobs?status=published&pageSize=100')).json()) as Items).items;
  records.job = jobs.find((job) => job.slug === JOB_SLUG)?.id ?? '';
  expect(Object.values(records).every(Boolean)).toBe(true);
}

async function signedInAdmin(browser: Browser, width: number) {
  const admin = await newPerson(browser, width);
  await signIn(admin.page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  return admin;
}

test('records to show on the screens', async ({ browser, request }) => {
  const admin = await signedInAdmin(browser, 1280);
  await makeRecords(request, admin.page.request);
  await admin.context.close();
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('axe finds nothing on the sign-in screen and on choosing a password', async ({ browser }) => {
      const { context, page } = await newPerson(browser, width);
      await page.goto('/staff/sign-in');
      await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // A refused sign-in shows its message.
      await page.getByLabel('E-mail').fill(`nobody.${run}@staff.example`);
      await page.getByLabel('Password', { exact: true }).fill('not a password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password.' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const admin = await signedInAdmin(browser, width);
      const email = `new.${width}.${run}@staff.example`;
      const oneTime = await createAccount(admin.page.request, SITE, { email, name: 'New Person', role: 'sales' });
      await admin.context.close();
      await signIn(page, email, oneTime);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
      await page.getByRole('button', { name: 'Save my password' }).click();
      await expect(page.getByText('Please enter your current password')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await choosePassword(page, oneTime, 'a passphrase of my own choosing');
      await context.close();
    });

    test('axe finds nothing on the inbox, an enquiry, the audit log, accounts, privacy, releases, site health and the password screen', async ({
      browser,
    }) => {
      // Nine screens, each read by axe: about 3 s each on a busy 2-core machine.
      test.setTimeout(100_000);
      const { context, page } = await signedInAdmin(browser, width);
      const screens: [string, string][] = [
        ['/staff/enquiries', 'Inbox'],
        ['/staff/enquiries?status=new&sort=oldest', 'Inbox'],
        [`/staff/enquiries/${records.enquiry}`, `Enquiry from ${person.name}`],
        ['/staff/audit', 'Audit log'],
        ['/staff/accounts', 'Accounts'],
        ['/staff/site-health', 'Site health'],
        ['/staff/releases', 'Releases'],
        ['/staff/password', 'Change your password'],
        ['/staff/no-such-screen', 'Page not found'],
      ];
      for (const [url, heading] of screens) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        expect(await axeViolations(page), url).toEqual([]);
        // Wide tables scroll in their own box: the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(width);
      }

      // Accounts with a one-time password on show, and a confirmation open.
      await page.goto('/staff/accounts');
      const form = page.getByRole('form', { name: 'New account' });
      await form.getByLabel('E-mail').fill(`shown.${width}.${run}@staff.example`);
      await form.getByRole('button', { name: 'Create the account' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Account created for' })).toBeVisible();
      expect(await axeViolations(page), 'one-time password').toEqual([]);
      await page
        .getByRole('row')
        .filter({ hasText: `shown.${width}.${run}@staff.example` })
        .getByRole('button', { name: 'Disable' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page), 'confirmation dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Privacy: what is held, found.
      await page.goto('/staff/privacy');
      await page.getByLabel('E-mail address').fill(person.email);
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(page.getByRole('region', { name: `Held for ${person.email}` })).toContainText('1 enquiry and 1 application.');
      expect(await axeViolations(page), 'privacy').toEqual([]);
      await context.close();
    });

    test('axe finds nothing on the jobs, the job editor with its preview, the pipeline and the candidate page', async ({
      browser,
    }) => {
      const { context, page } = await signedInAdmin(browser, width);
      await page.goto('/staff/jobs');
      await expect(page.getByRole('link', { name: `Pipeline of Penetration Tester` })).toBeVisible();
      expect(await axeViolations(page), 'jobs').toEqual([]);

      await page.goto('/staff/jobs/new');
      const preview = page.getByRole('region', { name: 'Preview of the public page' });
      await expect(preview.getByRole('heading', { level: 1, name: 'Job title' })).toBeVisible();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
      expect(await axeViolations(page), 'new job, refused').toEqual([]);

      await page.goto(`/staff/jobs/${records.job}`);
      await expect(
        page.getByRole('region', { name: 'Preview of the public page' }).getByRole('heading', { level: 1 }),
      ).toHaveText('Penetration Tester');
      expect(await axeViolations(page), 'job editor').toEqual([]);

      await page.goto(`/staff/jobs/${records.job}/pipeline`);
      await expect(page.getByRole('link', { name: person.name })).toBeVisible();
      expect(await axeViolations(page), 'pipeline').toEqual([]);

      await page.getByRole('link', { name: person.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
      await expect(page.locator('iframe')).toBeVisible();
      expect(await axeViolations(page), 'candidate').toEqual([]);
      await context.close();
    });
  });
}

test('the check finds a violation when there is one (negative control)', async ({ browser }) => {
  const { context, page } = await newPerson(browser);
  await page.goto('/staff/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  // The e-mail field loses its label, as a careless change would do.
  await page.locator('label', { hasText: 'E-mail' }).evaluate((label) => label.removeAttribute('for'));
  expect(await axeViolations(page)).toContainEqual(expect.stringMatching(/^label \(critical\)/));
  await context.close();
});
