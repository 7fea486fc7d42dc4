import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { choosePassword, createAccount, FIRST_ADMIN, newPerson, signIn } from '../fixtures/staff';
import { type DecodedMail, decodeMail, outboxMails } from '../fixtures/staff-api';

/**
 * The sales inbox (issue 50): a sales user assigns an enquiry to themselves, finds it under
 * Mine with its first-response clock, replies from the console, and the reply leaves through
 * the outbox (an .eml file here) to the enquirer, Reply-To the sales user, then shows as sent.
 */
const SITE = process.env.SITE_URL ?? '';
const run = Date.now().toString(36);
const sales = { email: `sales.inbox.${run}@staff.example`, name: 'Salma Sales', password: 'sales picks a long passphrase' };
const visitor = { name: 'Huda Kubaisi', email: `huda.${run}@ministry.example` };
const REPLY = `Thank you for your enquiry, Huda. Could we call you on Tuesday at 10:00 <your time>? (${run})`;

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** The reply mailed to the visitor, once the outbox has written it. */
async function replyMail(): Promise<DecodedMail> {
  let mail: DecodedMail | undefined;
  await expect
    .poll(
      () => {
        mail = outboxMails()
          .map(decodeMail)
          .find((decoded) => decoded.to === visitor.email && decoded.subject.startsWith('Re: your enquiry'));
        return mail !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return mail as DecodedMail;
}

test('a sales user takes an enquiry, finds it under Mine, replies, and the reply is mailed', async ({ browser, request }) => {
  const sent = await request.post('/api/contact', {
    data: {
      name: visitor.name,
      email: visitor.email,
      service: 'e-government',
      message: 'We plan a citizen portal and need a partner.',
      privacy: true,
    },
  });
  expect(sent.status()).toBe(201);

  const admin = await newPerson(browser);
  await signIn(admin.page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const oneTime = await createAccount(admin.page.request, SITE, { email: sales.email, name: sales.name, role: 'sales' });
  await admin.context.close();

  const { context, page } = await newPerson(browser);
  await signIn(page, sales.email, oneTime);
  await choosePassword(page, oneTime, sales.password);
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  const row = page.getByRole('row').filter({ hasText: visitor.name });
  await expect(row).toContainText('Unassigned');
  // A new e-government enquiry: one business day to answer, said in words.
  await expect(row).toContainText(/left$/);
  await row.getByRole('link', { name: visitor.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${visitor.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByRole('heading', { name: `Owner: ${sales.name}` })).toBeVisible();

  await page.goto('/staff/enquiries');
  const owner = page.getByRole('group', { name: 'Owner' });
  await owner.getByRole('button', { name: 'Mine' }).click();
  await expect(page).toHaveURL(/[?&]owner=me/);
  await expect(owner.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(sales.name);
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('link', { name: visitor.name }).click();
  await page.getByLabel('Your reply').fill(REPLY);
  await page.getByRole('button', { name: 'Send reply' }).click();
  const replies = page.getByRole('list', { name: 'Replies sent' });
  await expect(replies).toContainText(REPLY);
  await expect(page.getByLabel('Your reply')).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);

  const mail = await replyMail();
  expect(mail.replyTo).toBe(sales.email);
  expect(mail.body).toContain(REPLY);
  expect(mail.body).toContain('&lt;your time&gt;');
  // Once the outbox has sent it, the reply says so, and the clock has stopped.
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await replies.textContent()) ?? '';
      },
      { timeout: 20_000 },
    )
    .toMatch(/Sent /);
  await page.goto('/staff/enquiries?owner=me');
  await expect(row).toContainText('Replied on time');
  await context.close();
});
