import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { brand } from 'contracts/brand';
import { z } from 'zod';
import { ADMIN_TOKEN } from '../fixtures/ports';
import { choosePassword, FIRST_ADMIN, newPerson, signIn, staffHeaders } from '../fixtures/staff';

/**
 * The staff console's journey (issue 17): an admin creates a recruiter, who signs in, chooses a
 * password and publishes a job; visitors see it and apply with a PDF; the recruiter reads the
 * application, opens the resume, moves it to interview and closes the job; a sales user closes
 * an enquiry with a note; an admin erases a person and finds all of it in the audit log. Each
 * person has a browser of their own. A signed-out browser gets 401 from every staff endpoint.
 */
test.describe.configure({ mode: 'serial' });

const RESUME_PDF = path.join(import.meta.dirname, '../fixtures/resume.pdf');
const run = Date.now().toString(36);
const SITE = process.env.SITE_URL ?? '';
const recruiter = {
  email: `recruiter.${run}@staff.example`,
  name: 'Rania Recruiter',
  password: 'recruiter chooses a long passphrase',
};
const sales = { email: `sales.${run}@staff.example`, name: 'Sami Sales', password: 'sales chooses a long passphrase' };
const oneTime = { recruiter: '', sales: '' };
const job = { title: `Security Operations Lead ${run}`, slug: `security-operations-lead-${run}`, id: '' };
const visitor = { name: 'Layla Haddad', email: `layla.${run}@candidate.example` };
const ENQUIRY_MESSAGE = `We need an encryption review of our records platform before the audit (${run}).`;
const COVER_LETTER =
  'For eight years I have led incident response for ministries and banks across the Gulf. I would like to bring that experience to your security operations team.';
const closingDate = `${new Date().getUTCFullYear() + 1}-06-30`;

let admin: { context: BrowserContext; page: Page };
let hiring: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }) => {
  admin = await newPerson(browser);
  hiring = await newPerson(browser);
});

test.afterAll(async () => {
  await admin?.context.close();
  await hiring?.context.close();
});

const dialog = (page: Page) => page.getByRole('dialog');

test('an admin creates a recruiter and a sales user, each shown a one-time password once', async () => {
  const { page } = admin;
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Accounts' }).click();

  for (const [person, role] of [
    [recruiter, 'recruiter'],
    [sales, 'sales'],
  ] as const) {
    const form = page.getByRole('form', { name: 'New account' });
    await form.getByLabel('E-mail').fill(person.email);
    await form.getByLabel('Name').fill(person.name);
    await form.getByLabel('Role').selectOption(role);
    await form.getByRole('button', { name: 'Create the account' }).click();
    const notice = page.getByRole('status').filter({ hasText: `Account created for ${person.email}` });
    await expect(notice).toBeVisible();
    oneTime[role] = (await notice.locator('code').textContent()) ?? '';
    expect(oneTime[role].length).toBeGreaterThanOrEqual(12);
    await notice.getByRole('button', { name: 'Done, hide it' }).click();
    await expect(notice).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: person.email });
    await expect(row).toContainText('Awaiting first sign-in');
  }
});

test('the recruiter signs in with the one-time password, chooses a password, and sees only hiring: jobs and reports', async () => {
  const { page } = hiring;
  await signIn(page, recruiter.email, oneTime.recruiter);
  await expect(page).toHaveURL(/\/staff\/password\?next=/);
  // Until a password is chosen, nothing else opens.
  const refused = await page.request.get('/api/staff/jobs');
  expect(refused.status()).toBe(403);
  await choosePassword(page, oneTime.recruiter, recruiter.password);
  await expect(page).toHaveURL(/\/staff\/jobs$/);
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(nav.getByRole('link')).toHaveText(['Jobs', 'Reports']);
  // The one-time password no longer signs in.
  const again = await page.request.post('/api/staff/session', {
    data: { email: recruiter.email, password: oneTime.recruiter },
    headers: staffHeaders(SITE),
  });
  expect(again.status()).toBe(401);
});

test('the recruiter writes a job with the live preview and publishes it: /careers, the sitemap and valid JobPosting data show it', async ({
  request,
}) => {
  const { page } = hiring;
  await page.getByRole('link', { name: 'New job' }).click();
  const form = page.getByRole('form', { name: 'Job' });
  const preview = page.getByRole('region', { name: 'Preview of the public page' });
  await form.getByLabel('Title').fill(job.title);
  await expect(preview.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await form.getByLabel('Department').fill('Security');
  await form.getByLabel('Location').fill('Chicago, IL');
  await form.getByLabel('Employment type').fill('Full-time');
  await form
    .getByLabel('Description')
    .fill('Lead the security operations centre that watches over government platforms, day and night.');
  await form.getByLabel('Key responsibilities').fill('Run the incident response rota\nTune detection rules');
  await form.getByLabel('Requirements and qualifications').fill('Seven years in security operations\nGIAC or similar');
  await form.getByLabel('Benefits and perks').fill('Training budget');
  await form.getByLabel('Closing date').fill(closingDate);
  await expect(preview.getByText('Run the incident response rota')).toBeVisible();

  // Illinois: the API's own rule, said by the form before anything is sent.
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('A job in Illinois must state its pay range')).toBeVisible();
  await form.getByLabel('State the pay range on the page').check();
  await form.getByLabel(/^From\b/).fill('140000');
  await form.getByLabel(/^To\b/).fill('170000');
  await expect(preview.getByText('$140,000 – $170,000 per year')).toBeVisible();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/staff\/jobs\/REQ-\d{4}-[0-9A-F]{6}$/);
  job.id = page.url().split('/').at(-1) ?? '';
  await expect(page.getByText('Not published yet: seen by staff only.')).toBeVisible();
  // A draft is nowhere public.
  expect((await request.get(`/careers/${job.slug}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Publish this job?' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Public page' })).toHaveAttribute('href', `/careers/${job.slug}`);
  await expect(form.getByLabel('Web address')).toHaveAttribute('readonly', '');

  const careers = await (await request.get('/careers')).text();
  expect(careers).toContain(job.title);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const today = new Date().toISOString().slice(0, 10);
  expect(sitemap).toContain(`<loc>${brand.siteUrl}/careers/${job.slug}</loc><lastmod>${today}</lastmod>`);

  const jobPage = await request.get(`/careers/${job.slug}`);
  expect(jobPage.status()).toBe(200);
  const graphs = [...(await jobPage.text()).matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as { '@type': string },
  );
  const posting = googleJobPosting.parse(graphs.find((graph) => graph['@type'] === 'JobPosting'));
  expect(posting).toMatchObject({
    title: job.title,
    datePosted: today,
    validThrough: `${closingDate}T23:59:59Z`,
    employmentType: 'FULL_TIME',
    jobLocation: { address: { addressLocality: 'Chicago', addressRegion: 'IL', addressCountry: 'US' } },
    baseSalary: { currency: 'USD', value: { minValue: 140000, maxValue: 170000, unitText: 'YEAR' } },
  });
});

/** Google's required JobPosting properties and the recommended ones the site gives, with their formats. */
const googleJobPosting = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('JobPosting'),
  title: z.string().min(1),
  description: z.string().includes('<p>'),
  datePosted: z.iso.date(),
  validThrough: z.iso.datetime(),
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']),
  hiringOrganization: z.object({ '@type': z.literal('Organization'), name: z.string().min(1), sameAs: z.url() }),
  jobLocation: z.object({
    '@type': z.literal('Place'),
    address: z.object({
      '@type': z.literal('PostalAddress'),
      addressLocality: z.string().min(1),
      addressRegion: z.string().optional(),
      addressCountry: z.string().length(2),
    }),
  }),
  baseSalary: z.object({
    '@type': z.literal('MonetaryAmount'),
    currency: z.string().length(3),
    value: z.object({
      '@type': z.literal('QuantitativeValue'),
      minValue: z.number(),
      maxValue: z.number(),
      unitText: z.string(),
    }),
  }),
  identifier: z.object({ '@type': z.literal('PropertyValue'), value: z.string().min(1) }),
  directApply: z.literal(true),
  url: z.url(),
});

test('an ended session on save leads to sign-in and back to the editor with what was typed', async () => {
  const { page } = hiring;
  const description = page.getByRole('form', { name: 'Job' }).getByLabel('Description');
  const rewritten = 'Lead the security operations centre for government platforms, with a team of twelve analysts.';
  await description.fill(rewritten);
  // The session ends meanwhile (signed out elsewhere: the same as an expiry to this tab).
  expect((await page.request.delete('/api/staff/session', { headers: staffHeaders(SITE) })).status()).toBe(204);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/staff\/sign-in\?next=.*&ended=1$/);
  await expect(page.getByText('Your session has ended.')).toBeVisible();
  await page.getByLabel('E-mail').fill(recruiter.email);
  await page.getByLabel('Password', { exact: true }).fill(recruiter.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`/staff/jobs/${job.id}$`));
  await expect(page.getByText('Restored what you had typed before signing in again.')).toBeVisible();
  await expect(description).toHaveValue(rewritten);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').getByText('Changes saved: the public page shows them')).toBeVisible();
  await expect(page.getByText('Restored what you had typed before signing in again.')).toHaveCount(0);
});

test('a visitor applies with a PDF; the recruiter finds the application, opens the resume and moves it to interview by keyboard', async ({
  browser,
}) => {
  const { context: visitorContext, page: visitorPage } = await newPerson(browser);
  await visitorPage.goto(`/careers/${job.slug}`);
  await expect(
    visitorPage.getByText('Lead the security operations centre for government platforms, with a team of twelve analysts.'),
  ).toBeVisible();
  await visitorPage.getByRole('link', { name: 'Apply Now' }).click();
  await visitorPage.getByLabel('Full Name').fill(visitor.name);
  await visitorPage.getByLabel('Email Address').fill(visitor.email);
  await visitorPage.getByLabel('Phone Number').fill('+974 5555 0101');
  await visitorPage.getByLabel('Years of Experience').selectOption('5-10');
  await visitorPage.getByLabel('Resume/CV File').setInputFiles(RESUME_PDF);
  await visitorPage.getByLabel('Cover Letter').fill(COVER_LETTER);
  await visitorPage.getByRole('checkbox', { name: /privacy policy/ }).check();
  await visitorPage.getByRole('button', { name: 'Submit Application' }).click();
  await expect(visitorPage.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await visitorContext.close();

  const { page } = hiring;
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Jobs' }).click();
  await page.getByRole('link', { name: `Pipeline of ${job.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pipeline: ${job.title}` })).toBeVisible();
  const column = (stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\d+$`) });
  await expect(column('Applied').getByRole('link', { name: visitor.name })).toBeVisible();

  // By keyboard, with dnd-kit's keyboard sensor: Space picks the card up, each arrow is one stage, Space drops it.
  const handle = page.getByRole('button', { name: `Move ${visitor.name}, now at Applied` });
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit's live region: picked up, then over the column it starts in.
  await expect(page.getByText(`${visitor.name} is over Applied.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${visitor.name} is over Screening.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${visitor.name} is over Interview.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(column('Interview').getByRole('link', { name: visitor.name })).toBeVisible();
  await expect(column('Applied').getByRole('link', { name: visitor.name })).toHaveCount(0);
  // The board moves the card at once and saves it behind: the store has it once the save is through.
  await expect
    .poll(async () => {
      const search = { data: { job: job.slug }, headers: staffHeaders(SITE) };
      return (await (await page.request.post('/api/staff/applications/search', search)).json()).items;
    })
    .toEqual([expect.objectContaining({ email: visitor.email, stage: 'interview' })]);

  const resume = page.waitForResponse((response) => response.url().endsWith('/resume'));
  await column('Interview').getByRole('link', { name: visitor.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: visitor.name })).toBeVisible();
  await expect(page.getByText(COVER_LETTER)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stage: Interview' })).toBeVisible();
  await expect(page.locator(`iframe[title="Resume of ${visitor.name} (PDF)"]`)).toBeVisible();
  const opened = await resume;
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toMatch(/^inline; filename="?resume\.pdf"?$/);
  await expect(page.getByRole('link', { name: 'Back to the pipeline' })).toBeVisible();
});

test('the recruiter closes the job: its public page says so and applications are refused', async ({ request }) => {
  const { page } = hiring;
  await page.goto(`/staff/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Close applications' }).click();
  await dialog(page).getByRole('button', { name: 'Close applications' }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();

  const jobPage = await request.get(`/careers/${job.slug}`);
  expect(jobPage.status()).toBe(200);
  expect(await jobPage.text()).toContain('Applications are closed');
  expect(await (await request.get('/careers')).text()).not.toContain(job.title);
  const applyPage = await request.get(`/apply/${job.slug}`);
  expect(applyPage.status()).toBe(410);
  const late = await request.post(`/api/apply/${job.slug}`, {
    data: {
      fullName: 'Late Candidate',
      email: `late.${run}@candidate.example`,
      phone: '+974 5555 0102',
      coverLetter: COVER_LETTER,
      resumeLink: 'https://cv.candidate.example/late.pdf',
      portfolioLink: '',
      years: '3-5',
      agree: true,
    },
  });
  expect(late.status()).toBe(410);
});

test('a sales user signs in, finds an enquiry with the inbox filters and closes it with a note', async ({ browser, request }) => {
  const sent = await request.post('/api/contact', {
    data: { name: visitor.name, email: visitor.email, service: 'encryption', message: ENQUIRY_MESSAGE, privacy: true },
  });
  expect(sent.status()).toBe(201);

  const { context, page } = await newPerson(browser, 390);
  await signIn(page, sales.email, oneTime.sales);
  await choosePassword(page, oneTime.sales, sales.password);
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  await expect(page.getByRole('navigation', { name: 'Staff console' }).getByRole('link')).toHaveText(['Inbox']);

  const filters = page.getByRole('search', { name: 'Filter enquiries' });
  await filters.getByLabel('Search').fill(visitor.email);
  await filters.getByLabel('Status').selectOption('new');
  await filters.getByRole('button', { name: 'Filter' }).click();
  // The filters are in the URL, the address searched for never is.
  await expect(page).toHaveURL(/[?&]status=new/);
  expect(page.url()).not.toContain('candidate.example');
  await page.getByRole('link', { name: visitor.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${visitor.name}` })).toBeVisible();
  await expect(page.getByText(ENQUIRY_MESSAGE)).toBeVisible();
  await page.getByLabel('New note').fill('Called back: they want a quote for the review by Friday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called back: they want a quote for the review by Friday.')).toBeVisible();
  await page.getByRole('button', { name: 'Close it' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Closed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen it' })).toBeVisible();

  // Back in the inbox, its search is still there (kept by the history entry, not the URL), even after a reload.
  await page.goBack();
  await page.reload();
  await expect(filters.getByLabel('Search')).toHaveValue(visitor.email);
  // Searched again as it was: new enquiries from that address, and theirs is closed now.
  await expect(page.getByText('No enquiry matches these filters.')).toBeVisible();
  // The closed list, as a link a colleague could open.
  await page.goto('/staff/enquiries?status=closed');
  await expect(page.getByRole('row').filter({ hasText: visitor.name })).toContainText('Closed');
  await context.close();
});

test('an admin finds what is held about the visitor, erases it, and sees all of it in the audit log', async () => {
  const { page } = admin;
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Privacy' }).click();
  await page.getByLabel('E-mail address').fill(visitor.email.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const held = page.getByRole('region', { name: `Held for ${visitor.email}` });
  await expect(held).toContainText('1 enquiry and 1 application.');
  await expect(held).toContainText(`for ${job.title}`);
  // How the audit log names the visitor: a keyed pseudonym, which the screen shows beside what is held.
  const person = (await held.getByRole('link', { name: /^hmac:[0-9a-f]{64}$/ }).textContent()) ?? '';
  await held.getByRole('button', { name: 'Erase all of it' }).click();
  await dialog(page).getByRole('button', { name: 'Erase' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Erased for ${visitor.email}: 1 enquiry, 1 application` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('region', { name: `Held for ${visitor.email}` })).toContainText('Nothing');

  const expected: [string, string, string][] = [
    ['account.created', FIRST_ADMIN.email, 'Account created'],
    ['account.password-changed', recruiter.email, 'Password changed'],
    ['account.password-changed', sales.email, 'Password changed'],
    ['job.created', recruiter.email, `Job ${job.id}`],
    ['job.published', recruiter.email, `Job ${job.id}`],
    ['job.edited', recruiter.email, `Job ${job.id}`],
    ['application.resume-opened', recruiter.email, 'Resume opened'],
    ['application.stage-changed', recruiter.email, 'to: interview'],
    ['job.closed', recruiter.email, `Job ${job.id}`],
    ['enquiry.noted', sales.email, 'Note on an enquiry'],
    ['enquiry.status-changed', sales.email, 'to: closed'],
    ['person.looked-up', FIRST_ADMIN.email, `Person ${person}`],
    ['person.erased', FIRST_ADMIN.email, `Person ${person}`],
  ];
  for (const [action, who, text] of expected) {
    await page.goto(`/staff/audit?action=${action}`);
    const rows = page.getByRole('region', { name: 'Audit log' }).getByRole('row').filter({ hasText: who });
    await expect(rows.filter({ hasText: text }).first(), action).toBeVisible();
  }
  // Filtered by the person's record, newest first: found, erased, found with nothing left; never their address.
  await page.goto(`/staff/audit?targetType=person&targetId=${encodeURIComponent(person)}`);
  const table = page.getByRole('region', { name: 'Audit log' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText(/Person looked up.*enquiries: 0applications: 0/);
  await expect(table.getByRole('row').nth(2)).toContainText('Person erased');
  await expect(table.getByRole('row').nth(3)).toContainText(/Person looked up.*enquiries: 1applications: 1/);
  await expect(table).not.toContainText(visitor.email);
});

test('an erasure made with the machine token is in the audit log too, by that token', async () => {
  const email = `machine.erasure.${run}@example.org`;
  const response = await fetch(`${process.env.API_URL}/api/admin/erasures`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);

  const { pseudonym: person } = (await response.json()) as { pseudonym: string };
  await admin.page.goto(`/staff/audit?targetType=person&targetId=${encodeURIComponent(person)}`);
  const table = admin.page.getByRole('region', { name: 'Audit log' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(/The machine token \(\/api\/admin\).*Person erased/);
});

/** Every staff endpoint with a well-formed id, and a body where one is needed (the session check comes first). */
const STAFF_ENDPOINTS: [string, string, unknown?][] = [
  ['POST', '/api/staff/session', { email: 'nobody@staff.example', password: 'not a password' }],
  ['GET', '/api/staff/session'],
  ['DELETE', '/api/staff/session'],
  ['POST', '/api/staff/password', { currentPassword: 'x', newPassword: 'a new long password' }],
  ['GET', '/api/staff/accounts'],
  ['POST', '/api/staff/accounts', { email: 'someone@staff.example', role: 'sales' }],
  ['PATCH', '/api/staff/accounts/acc1', { disabled: true }],
  ['POST', '/api/staff/accounts/acc1/password-reset'],
  ['POST', '/api/staff/enquiries/search', {}],
  ['GET', '/api/staff/enquiries/enq1'],
  ['PUT', '/api/staff/enquiries/enq1/status', { status: 'closed' }],
  ['POST', '/api/staff/enquiries/enq1/notes', { text: 'a note' }],
  ['POST', '/api/staff/applications/search', {}],
  ['GET', '/api/staff/applications/app1'],
  ['GET', '/api/staff/applications/app1/resume'],
  ['PUT', '/api/staff/applications/app1/stage', { stage: 'interview' }],
  ['POST', '/api/staff/applications/app1/notes', { text: 'a note' }],
  ['GET', '/api/staff/jobs'],
  ['POST', '/api/staff/jobs', { title: 'A job' }],
  ['GET', '/api/staff/jobs/REQ-2026-ABCDEF'],
  ['PUT', '/api/staff/jobs/REQ-2026-ABCDEF', { title: 'A job' }],
  ['POST', '/api/staff/jobs/REQ-2026-ABCDEF/publish'],
  ['POST', '/api/staff/jobs/REQ-2026-ABCDEF/close'],
  ['POST', '/api/staff/jobs/REQ-2026-ABCDEF/reopen'],
  ['POST', '/api/staff/privacy/lookups', { email: visitor.email }],
  ['POST', '/api/staff/privacy/erasures', { email: visitor.email }],
  ['GET', '/api/staff/audit'],
];

test('a signed-out browser gets 401 from every staff endpoint, and no staff page carries data in its HTML', async ({
  request,
}) => {
  for (const [method, url, data] of STAFF_ENDPOINTS) {
    // As the console would send it: from the site itself, so only the missing session decides.
    const response = await request.fetch(url, { method, data, headers: staffHeaders(SITE) });
    expect([method, url, response.status()]).toEqual([method, url, 401]);
    expect(response.headers()['cache-control']).toBe('no-store');
  }

  // Not even a signed-in browser's cookie puts data in the server's HTML: the server renders the sign-in screen or a frame.
  const cookies = await admin.context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('__Host-staff-session');
  for (const url of [
    '/staff',
    '/staff/enquiries',
    `/staff/jobs/${job.id}`,
    '/staff/audit',
    '/staff/accounts',
    '/staff/sign-in',
  ]) {
    for (const context of [request, admin.page.request]) {
      const response = await context.get(url);
      const html = await response.text();
      expect([url, response.status(), response.headers()['cache-control']]).toEqual([url, 200, 'no-store']);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      for (const secret of [recruiter.email, sales.email, FIRST_ADMIN.email, job.title, visitor.email, 'Security Operations']) {
        expect(html, `${url} shows ${secret}`).not.toContain(secret);
      }
      expect(html).toMatch(/"queries":\{"mutations":\[\],"queries":\[\]\}/);
    }
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).not.toContain('/staff');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/staff');
});
