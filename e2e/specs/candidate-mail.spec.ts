import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { choosePassword, createAccount, FIRST_ADMIN, newPerson, signIn, staffHeaders } from '../fixtures/staff';
import { type DecodedMail, decodeMail, outboxMails } from '../fixtures/staff-api';

/**
 * Candidate mail (issue 50): a recruiter writes to a candidate from a template filled with the
 * application's values, and the mail leaves through the outbox (an .eml file here) Reply-To the
 * recruiter; the move to Rejected sends the rejection, which waits its delay and is cancelled
 * inside it, so it never leaves. An admin edits a template with a preview.
 */
test.describe.configure({ timeout: 120_000 });

const SITE = process.env.SITE_URL ?? '';
const JOB_SLUG = 'penetration-tester';
const run = Date.now().toString(36);
// Names are letters only (the application schema's rule): the run's time spelt in letters.
const candidate = `Mailed ${run.replace(/\d/g, (digit) => 'klmnopqrst'[Number(digit)] ?? 'k').replace(/^./, (c) => c.toUpperCase())}`;
const candidateEmail = `mailed.${run}@candidate.example`;
const recruiter = {
  email: `writer.${run}@staff.example`,
  name: 'Rana Recruiter',
  password: 'a recruiter picks a long passphrase',
};

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** The mails recruiters sent this candidate from the console (their application's confirmation left out). */
const consoleMailsTo = (address: string): DecodedMail[] =>
  outboxMails()
    .map(decodeMail)
    .filter((mail) => mail.to === address && !mail.subject.startsWith('We received your application'));

test('a recruiter mails a candidate from a template, and cancels a rejection inside its delay', async ({ browser, request }) => {
  const applied = await request.post(`/api/apply/${JOB_SLUG}`, {
    data: {
      fullName: candidate,
      email: candidateEmail,
      phone: '+974 5555 0104',
      years: '3-5',
      coverLetter: 'I have tested web applications for banks and ministries for four years, and I write reports people act on.',
      resumeLink: 'https://cv.example/mailed',
      portfolioLink: '',
      agree: true,
    },
  });
  expect(applied.status()).toBe(201);

  const admin = await newPerson(browser);
  await signIn(admin.page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const oneTime = await createAccount(admin.page.request, SITE, {
    email: recruiter.email,
    name: recruiter.name,
    role: 'recruiter',
  });
  const search = { data: { job: JOB_SLUG, q: candidate }, headers: staffHeaders(SITE) };
  const [{ id }] = (await (await admin.page.request.post('/api/staff/applications/search', search)).json()).items;

  // The admin's templates screen: both languages, a preview in sample values.
  await admin.page.goto('/staff/mail-templates');
  const form = admin.page.getByRole('form', { name: 'Acknowledgement template' });
  await expect(form.getByRole('region', { name: 'Preview in English' })).toContainText('Dear Layla Haddad,');
  await expect(form.getByRole('region', { name: 'Preview in Arabic' })).toContainText('ليلى حداد');
  expect(await axeViolations(admin.page)).toEqual([]);
  await admin.context.close();

  const { context, page } = await newPerson(browser);
  await signIn(page, recruiter.email, oneTime);
  await choosePassword(page, oneTime, recruiter.password);
  await page.goto(`/staff/applications/${id}`);
  const panel = page.getByRole('region', { name: 'Mail to the candidate' });
  const writer = panel.getByRole('form', { name: 'Write to the candidate' });
  await writer.getByLabel('Template').selectOption('acknowledgement');
  await expect(writer.getByLabel('Text')).toHaveValue(new RegExp(`^Dear ${candidate},`));
  await writer.getByLabel('Text').press('End');
  await writer.getByLabel('Text').pressSequentially(`\n\nRef ${run}.`);
  await writer.getByRole('button', { name: `Send to ${candidateEmail}` }).click();
  const sent = panel.getByRole('list', { name: 'Mails sent' });
  await expect(sent).toContainText('Acknowledgement');
  expect(await axeViolations(page)).toEqual([]);

  await expect.poll(() => consoleMailsTo(candidateEmail).length, { timeout: 20_000 }).toBe(1);
  const [acknowledgement] = consoleMailsTo(candidateEmail);
  expect(acknowledgement?.replyTo).toBe(recruiter.email);
  expect(acknowledgement?.subject).toBe('Your application for Penetration Tester');
  expect(acknowledgement?.body).toContain(`Ref ${run}.`);

  // The move to Rejected sends the rejection, which waits; cancelled, it never leaves.
  const mover = page.getByRole('form', { name: 'Move to another stage' });
  await mover.getByLabel('Move to').selectOption('rejected');
  await mover.getByRole('checkbox', { name: 'Also send the rejection mail to the candidate' }).check();
  await mover.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByRole('heading', { name: 'Stage: Rejected' })).toBeVisible();
  await page.reload();
  const rejection = sent.getByRole('listitem').filter({ hasText: 'Rejection' });
  await expect(rejection).toContainText('Waiting: goes');
  await rejection.getByRole('button', { name: /Cancel this mail/ }).click();
  await expect(rejection).toContainText('never sent');
  expect(consoleMailsTo(candidateEmail).map((mail) => mail.subject)).toEqual(['Your application for Penetration Tester']);
  await context.close();
});
