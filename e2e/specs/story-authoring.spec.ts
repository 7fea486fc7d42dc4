import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { brand } from 'contracts/brand';
import { pathInLocale } from 'contracts/languages';
import { STORY_ARCHIVED_MESSAGE, STORY_FEEDS, storyPath } from 'contracts/story-rules';
import { choosePassword, createAccount, FIRST_ADMIN, newPerson, signIn } from '../fixtures/staff';

/**
 * Stories as data (issue 51): a marketing account, made by an admin as any staff account is,
 * writes a story in English and Arabic side by side, previews it in both through marketing's own
 * story page, and publishes it; it is at once on /news, in its category, on its own page in both
 * languages, in the sitemap and in the feed. Archived, it leaves all of them and its page answers
 * 410, saying so.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SITE = process.env.SITE_URL ?? '';
const run = Date.now().toString(36);
const marketer = {
  email: `marketing.${run}@staff.example`,
  name: 'Mona Marketing',
  password: 'marketing picks a long passphrase',
};
const story = {
  slug: `meridian-wins-the-gulf-security-award-${run}`,
  category: 'awards',
  en: {
    title: `Meridian wins the Gulf security award ${run}`,
    summary: 'The jury recognised our encryption work for three ministries this year.',
    author: 'Mona Marketing',
    body: ['The jury named our encryption programme the best of the year.', 'The team thanks the ministries it works with.'],
    photoAlt: 'The award on a desk in our Doha office',
  },
  ar: {
    title: `ميريديان تفوز بجائزة الأمن في الخليج ${run}`,
    summary: 'أشادت لجنة التحكيم بعملنا في التشفير لثلاث وزارات هذا العام.',
    author: 'منى',
    body: ['اختارت لجنة التحكيم برنامجنا للتشفير أفضل برنامج لهذا العام.', 'يشكر الفريق الوزارات التي يعمل معها.'],
    photoAlt: 'الجائزة على مكتب في مكتبنا في الدوحة',
  },
};
// The smallest PNG there is (1 x 1): a photo checked by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let marketing: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }) => {
  const admin = await newPerson(browser);
  await signIn(admin.page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const oneTime = await createAccount(admin.page.request, SITE, {
    email: marketer.email,
    name: marketer.name,
    role: 'marketing',
  });
  await admin.context.close();
  marketing = await newPerson(browser);
  await signIn(marketing.page, marketer.email, oneTime);
  await choosePassword(marketing.page, oneTime, marketer.password);
});

test.afterAll(async () => {
  await marketing?.context.close();
});

const dialog = (page: Page) => page.getByRole('dialog');

test('a marketing account lands on the stories, and sees stories and the newsletter only', async () => {
  const { page } = marketing;
  await expect(page).toHaveURL(/\/staff\/stories$/);
  await expect(page.getByRole('navigation', { name: 'Staff console' }).getByRole('link')).toHaveText(['Stories', 'Newsletter']);
});

test('writes a story in both languages, previews it in each, and publishes it', async ({ request }) => {
  const { page } = marketing;
  await page.getByRole('link', { name: 'New story' }).click();
  const form = page.getByRole('form', { name: 'Story' });
  const preview = page.getByRole('region', { name: 'Preview of the public page' });
  await form.getByLabel('Category').selectOption('awards');
  await form.locator('input[type="file"]').setInputFiles({ name: 'award.png', mimeType: 'image/png', buffer: PNG });
  for (const locale of ['en', 'ar'] as const) {
    const fields = form.getByRole('group', { name: locale === 'en' ? 'English' : 'Arabic' });
    const text = story[locale];
    await fields.getByLabel('Title').fill(text.title);
    await fields.getByLabel('Summary').fill(text.summary);
    await fields.getByLabel('Author').fill(text.author);
    await fields.getByLabel('Story').fill(text.body.join('\n\n'));
    await fields.getByLabel('Photo description').fill(text.photoAlt);
  }
  await expect(preview.getByRole('heading', { level: 1, name: story.en.title })).toBeVisible();
  await expect(preview.getByText(story.en.body[1] ?? '')).toBeVisible();
  await expect(preview.getByRole('img', { name: story.en.photoAlt })).toBeVisible();
  await page.getByRole('radio', { name: 'Arabic' }).check();
  await expect(preview.getByRole('heading', { level: 1, name: story.ar.title })).toBeVisible();
  await expect(preview.locator('[dir="rtl"]').first()).toContainText(story.ar.body[0] ?? '');

  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/staff\/stories\/[^/]+$/);
  await expect(page.getByText('Draft: seen by staff only')).toBeVisible();
  await expect(form.getByLabel('Web address')).toHaveValue(story.slug);
  // A draft is nowhere public.
  expect((await request.get(storyPath(story.slug))).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Publish this story now?' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published on/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Public page' })).toHaveAttribute('href', storyPath(story.slug));
});

test('the published story is on /news, in its category, on its page in both languages, in the sitemap and the feed', async ({
  request,
}) => {
  for (const path of ['/news', `/news?category=${story.category}`]) {
    expect(await (await request.get(path)).text(), path).toContain(`href="${storyPath(story.slug)}"`);
  }
  for (const locale of ['en', 'ar'] as const) {
    const page = await request.get(pathInLocale(storyPath(story.slug), locale));
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain(story[locale].title);
    expect(html).toContain(story[locale].body[1]);
    expect(html).toContain(`alt="${story[locale].photoAlt}"`);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${brand.siteUrl}${storyPath(story.slug)}</loc>`);
  expect(sitemap).toContain(`${brand.siteUrl}/ar${storyPath(story.slug)}`);
  const feed = await (await request.get(STORY_FEEDS.rss.path)).text();
  expect(feed).toContain(story.en.title);
});

test('archived, the story leaves the site and its page answers 410, saying so in both languages', async ({ request }) => {
  const { page } = marketing;
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Archive this story?' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(/^Archived; published on/)).toBeVisible();

  for (const path of ['/news', `/news?category=${story.category}`]) {
    expect(await (await request.get(path)).text(), path).not.toContain(storyPath(story.slug));
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(storyPath(story.slug));
  expect(await (await request.get(STORY_FEEDS.rss.path)).text()).not.toContain(story.en.title);

  const english = await request.get(storyPath(story.slug));
  expect(english.status()).toBe(410);
  expect(await english.text()).toContain(STORY_ARCHIVED_MESSAGE);
  const arabic = await request.get(pathInLocale(storyPath(story.slug), 'ar'));
  expect(arabic.status()).toBe(410);
  expect(await arabic.text()).toContain('تمت أرشفة هذا الخبر');
  const api = await request.get(`/api/stories/${story.slug}`);
  expect(api.status()).toBe(410);
  expect(await api.json()).toMatchObject({ message: STORY_ARCHIVED_MESSAGE });
});
