import { expect, test } from '@playwright/test';
import { collectHydrationErrors, hydrateAll } from '../fixtures/hydration-errors';
import { type DecodedMail, decodeMail, outboxMails } from '../fixtures/staff-api';

/** Issue 51: the news page's newsletter, double opt-in, with a one-click unsubscribe (RFC 8058). */

const mailsTo = (email: string): DecodedMail[] =>
  outboxMails()
    .map(decodeMail)
    .filter((mail) => mail.to === email);

/** The path and query of the first link in the mail that leads to `path`. */
function linkIn(mail: DecodedMail, path: string): string {
  const found = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[^\\s"<>]+`).exec(mail.body)?.[0];
  if (!found) throw new Error(`no ${path} link in the mail`);
  const url = new URL(found.replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

async function subscribeOnNews(page: import('@playwright/test').Page, email: string) {
  await page.goto('/news');
  await page.getByLabel('Email address').fill(email);
  // A click made while the box hydrates is held and replayed.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm your subscription' })).toBeVisible();
}

test('subscribe on /news, confirm from the mail, leave with one click, and a second subscription sends no flood', async ({
  page,
  request,
}) => {
  const email = `reader.${Date.now()}@example.com`;
  const hydrationErrors = collectHydrationErrors(page);
  await subscribeOnNews(page, email);

  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
  const [confirmation] = mailsTo(email) as [DecodedMail];
  expect(confirmation.subject).toBe('Confirm your subscription to our newsletter');
  expect(confirmation.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(confirmation.header('List-Unsubscribe'))?.[1] ?? '';
  expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);

  await page.goto(linkIn(confirmation, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await hydrateAll(page);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your subscription is confirmed. Thank you!' })).toBeVisible();

  // What a mail client does for its Unsubscribe button: a form-encoded POST, no page.
  const oneClickUrl = new URL(oneClick);
  const unsubscribed = await request.post(`${oneClickUrl.pathname}${oneClickUrl.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribed.status()).toBe(200);
  expect(await unsubscribed.json()).toEqual({ message: 'You are unsubscribed' });

  // Subscribing the address again the same day: the same answer, and no second mail. The outbox
  // sends oldest first: once a later subscriber's mail is out, any mail queued before it would be too.
  await subscribeOnNews(page, email);
  const later = `later.${Date.now()}@example.com`;
  await subscribeOnNews(page, later);
  await expect.poll(() => mailsTo(later).length, { timeout: 20_000 }).toBe(1);
  expect(mailsTo(email)).toHaveLength(1);
  expect(hydrationErrors).toEqual([]);
});

test('the unsubscribe page of an Arabic mail is in Arabic and unsubscribes on its button', async ({ page }) => {
  const email = `qari.${Date.now()}@example.com`;
  await page.goto('/ar/news');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'اشتراك' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'يُرجى التحقق من بريدكم الوارد لتأكيد اشتراككم' })).toBeVisible();

  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
  const [confirmation] = mailsTo(email) as [DecodedMail];
  expect(confirmation.subject).toBe('يُرجى تأكيد اشتراككم في النشرة الإخبارية');
  await page.goto(linkIn(confirmation, '/ar/newsletter/unsubscribe'));
  await expect(page.getByRole('heading', { level: 1, name: 'إلغاء الاشتراك في النشرة الإخبارية' })).toBeVisible();
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم إلغاء اشتراككم.' })).toBeVisible();
});
