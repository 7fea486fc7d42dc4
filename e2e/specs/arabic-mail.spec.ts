import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { StoredApplication, StoredEnquiry } from 'contracts';
import { type DecodedMail, decodeMail, outboxMails, staffGet } from '../fixtures/staff-api';

/** Issue 32: what a visitor sends from an Arabic page is confirmed in Arabic, right to left. */

const RESUME_PDF = path.join(import.meta.dirname, '../fixtures/resume.pdf');

/** The confirmation sent to `email`, once the outbox has it. */
async function confirmationTo(email: string): Promise<DecodedMail> {
  let mail: DecodedMail | undefined;
  await expect
    .poll(
      () => {
        mail = outboxMails()
          .map(decodeMail)
          .find((decoded) => decoded.to === email);
        return mail !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return mail as DecodedMail;
}

test('an enquiry sent from /ar/contact is stored as Arabic and confirmed by an Arabic mail, right to left', async ({ page }) => {
  const email = `huda.${Date.now()}@ministry.example`;
  await page.goto('/ar/contact');
  await page.getByLabel('الاسم الكامل').fill('هدى الكبيسي');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('الشركة أو الجهة').fill('وزارة الاتصالات');
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByRole('heading', { name: 'تفاصيل الرسالة' })).toBeVisible();
  await page.getByLabel('الخدمة المطلوبة').selectOption('e-government');
  await page
    .getByRole('textbox', { name: 'الرسالة', exact: true })
    .fill('نخطط لبوابة رقمية للمواطنين ونحتاج إلى شريك في الهوية الرقمية والمدفوعات.');
  await page.getByRole('checkbox', { name: /سياسة الخصوصية/ }).check();
  const question = await page.getByText(/ما ناتج \d+ \+ \d+؟/).textContent();
  const [a, b] = (question?.match(/\d+/g) ?? []).map(Number);
  await page.getByLabel(/ما ناتج \d+ \+ \d+؟/).fill(String((a ?? 0) + (b ?? 0)));
  await page.getByRole('button', { name: 'التحقق', exact: true }).click();
  await expect(page.getByText('تم التحقق بنجاح')).toBeVisible();
  await page.getByRole('button', { name: 'إرسال الرسالة', exact: true }).click();
  await expect(page.getByText('تم إرسال رسالتكم')).toBeVisible();

  const { items } = await staffGet<{ items: StoredEnquiry[] }>('enquiries');
  expect(items.find((enquiry) => enquiry.email === email)).toMatchObject({ locale: 'ar' });
  const mail = await confirmationTo(email);
  expect(mail.subject).toBe('تم استلام استفساركم');
  expect(mail.body).toContain('dir="rtl"');
  expect(mail.body).toContain('هدى الكبيسي');
});

test('an application sent from an Arabic apply page is confirmed by an Arabic mail, right to left', async ({ page }) => {
  const email = `omar.${Date.now()}@candidate.example`;
  await page.goto('/ar/apply/senior-cybersecurity-analyst');
  await page.getByLabel('الاسم الكامل').fill('عمر الحسن');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('رقم الهاتف').fill('+974 5555 0102');
  await page.getByLabel('سنوات الخبرة').selectOption('5-10');
  await page
    .getByLabel('خطاب التقديم')
    .fill('قدت فرق الاستجابة للحوادث في وزارات ومصارف في الخليج لثماني سنوات، وأود أن أضع هذه الخبرة في خدمة فريقكم.');
  // A click, not check(): a click made while the form hydrates is held and replayed (apply.spec.ts).
  const agree = page.getByRole('checkbox', { name: /سياسة الخصوصية/ });
  await agree.click();
  await expect(agree).toBeChecked();
  await page.getByLabel('ملف السيرة الذاتية').setInputFiles(RESUME_PDF);
  await expect(page.getByRole('button', { name: 'معاينة ملف PDF' })).toBeVisible();
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page.getByRole('heading', { name: 'تم إرسال طلبكم!' })).toBeVisible();

  const { items } = await staffGet<{ items: StoredApplication[] }>('applications?pageSize=100');
  expect(items.find((application) => application.email === email)).toMatchObject({ locale: 'ar' });
  const mail = await confirmationTo(email);
  expect(mail.subject).toBe('تم استلام طلبكم لشغل وظيفة Senior Cybersecurity Analyst');
  expect(mail.body).toContain('dir="rtl"');
  expect(mail.body).toContain('عمر الحسن');
});
