import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { choosePassword, createAccount, FIRST_ADMIN, newPerson, signIn, staffHeaders } from '../fixtures/staff';

/**
 * Scorecards (issue 50): an admin sets a job's attributes and requires two scorecards; two
 * interviewers rate a candidate, each blind to the other's until theirs is in; the move to Offer
 * asks to confirm while one is missing and goes through once both are in.
 */
test.describe.configure({ timeout: 120_000 });

const SITE = process.env.SITE_URL ?? '';
const JOB_SLUG = 'penetration-tester';
const run = Date.now().toString(36);
// Names are letters only (the application schema's rule): the run's time spelt in letters.
const candidate = `Rated ${run.replace(/\d/g, (digit) => 'klmnopqrst'[Number(digit)] ?? 'k').replace(/^./, (c) => c.toUpperCase())}`;
const recruiter = {
  email: `interviewer.${run}@staff.example`,
  name: 'Iman Interviewer',
  password: 'an interviewer picks a long passphrase',
};

async function rate(page: Page, ratings: [string, string], recommendation: string, notes: string) {
  const form = page.getByRole('form', { name: 'Your scorecard' });
  await form.getByLabel(/Technical depth/).selectOption(ratings[0]);
  await form.getByLabel(/Communication/).selectOption(ratings[1]);
  await form.getByLabel(/Recommendation/).selectOption(recommendation);
  await form.getByLabel(/Notes/).fill(notes);
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
}

test('two interviewers rate a candidate blind, and the offer waits for both scorecards', async ({ browser, request }) => {
  const admin = await newPerson(browser);
  await signIn(admin.page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const jobs = await (await admin.page.request.get('/api/staff/jobs?status=published&pageSize=100')).json();
  const job = (jobs as { items: { id: string; slug: string }[] }).items.find((item) => item.slug === JOB_SLUG);

  // The job editor: the attributes to rate, and two scorecards before an offer.
  await admin.page.goto(`/staff/jobs/${job?.id}`);
  const editor = admin.page.getByRole('form', { name: 'Job' });
  await editor.getByLabel('Attributes interviewers rate').fill('Technical depth\nCommunication');
  await editor.getByLabel('Scorecards required before an offer').fill('2');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.page.getByRole('status').getByText(/Changes saved/)).toBeVisible();

  const applied = await request.post(`/api/apply/${JOB_SLUG}`, {
    data: {
      fullName: candidate,
      email: `rated.${run}@candidate.example`,
      phone: '+974 5555 0103',
      years: '5-10',
      coverLetter:
        'I have tested web applications and networks for public agencies for six years, and written the reports they act on.',
      resumeLink: 'https://cv.example/rated',
      portfolioLink: '',
      agree: true,
    },
  });
  expect(applied.status()).toBe(201);
  const search = { data: { job: JOB_SLUG, q: candidate }, headers: staffHeaders(SITE) };
  const [{ id }] = (await (await admin.page.request.post('/api/staff/applications/search', search)).json()).items;
  const moved = await admin.page.request.put(`/api/staff/applications/${id}/stage`, {
    data: { stage: 'interview' },
    headers: staffHeaders(SITE),
  });
  expect(moved.status()).toBe(200);

  // The first interviewer rates; the move to Offer asks first, and nothing moves.
  await admin.page.goto(`/staff/applications/${id}`);
  const panel = admin.page.getByRole('region', { name: 'Scorecards' });
  await expect(panel.getByText('0 submitted of 2 required before an offer.')).toBeVisible();
  await rate(admin.page, ['4', '2'], 'yes', 'Deep on web testing; terse with clients.');
  await expect(panel.getByRole('row', { name: /Technical depth/ })).toContainText('4');
  const mover = admin.page.getByRole('form', { name: 'Move to another stage' });
  await mover.getByLabel('Move to').selectOption('offer');
  await mover.getByRole('button', { name: 'Move' }).click();
  const question = admin.page.getByRole('alert').filter({ hasText: 'scorecards are in' });
  await expect(question).toContainText('1 of 2 required scorecards are in. Move anyway?');
  await expect(admin.page.getByRole('heading', { name: 'Stage: Interview' })).toBeVisible();

  // The second interviewer sees who rated, not how, until theirs is in.
  const password = await createAccount(admin.page.request, SITE, {
    email: recruiter.email,
    name: recruiter.name,
    role: 'recruiter',
  });
  const interviewer = await newPerson(browser, 390);
  await signIn(interviewer.page, recruiter.email, password);
  await choosePassword(interviewer.page, password, recruiter.password);
  await interviewer.page.goto(`/staff/applications/${id}`);
  const theirPanel = interviewer.page.getByRole('region', { name: 'Scorecards' });
  await expect(theirPanel.getByText('1 submitted of 2 required before an offer (First Admin).')).toBeVisible();
  await expect(theirPanel.getByText('Deep on web testing')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page: interviewer.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await rate(interviewer.page, ['3', '4'], 'strong-yes', 'Explained the findings plainly.');
  await expect(theirPanel.getByRole('row', { name: /Communication/ })).toContainText('243.0');
  await expect(theirPanel.getByText('Deep on web testing; terse with clients.')).toBeVisible();

  // Both in: the offer is made without a question.
  await admin.page.reload();
  await mover.getByLabel('Move to').selectOption('offer');
  await mover.getByRole('button', { name: 'Move' }).click();
  await expect(admin.page.getByRole('heading', { name: 'Stage: Offer' })).toBeVisible();
  await expect(question).toHaveCount(0);
  await admin.context.close();
  await interviewer.context.close();
});
