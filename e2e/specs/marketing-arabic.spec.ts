import { expect, test } from '@playwright/test';
import { brand } from 'contracts/brand';
import { hydrateAll } from '../fixtures/hydration-errors';

/** The marketing remote's pages in Arabic (the legal pages aside): each one's Arabic h1. */
const ARABIC_PAGES = [
  { path: '/ar', heading: 'خدمات رقمية آمنة للحكومات والمؤسسات' },
  { path: '/ar/services/encryption', heading: 'تقنيات التشفير' },
  { path: '/ar/about', heading: 'من نحن' },
  { path: `/ar${brand.founder.path}`, heading: 'عمر حداد' },
  { path: '/ar/culture', heading: 'ثقافتنا' },
  { path: '/ar/news', heading: 'الأخبار والرؤى' },
  { path: '/ar/security', heading: 'الأمن في صميم كل ما نقوم به' },
  { path: '/ar/compliance', heading: 'الامتثال والمعايير التنظيمية' },
  { path: '/ar/sitemap', heading: 'خريطة الموقع' },
];

/** React's hydration failures, as hydration.spec.ts reads them. */
const HYDRATION_ERROR = /\[hydration\]|hydrat|Minified React error #(418|419|423|425)/i;

for (const { path, heading } of ARABIC_PAGES) {
  test(`${path} is rendered in Arabic by the server and hydrates without a mismatch`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(heading);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await hydrateAll(page);
    expect(errors).toEqual([]);
  });
}

test('a link to another marketing page of an Arabic page opens it in Arabic, its text loaded with it', async ({ page }) => {
  await page.goto('/ar/about');
  await page.getByRole('link', { name: 'اطلعوا على الملف التعريفي لـعمر حداد' }).click();
  await expect(page).toHaveURL(`/ar${brand.founder.path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'عمر حداد' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'السيرة الذاتية' })).toBeVisible();
});
