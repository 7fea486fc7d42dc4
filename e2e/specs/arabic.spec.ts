import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { LOCALE_COOKIE, pathInLocale } from 'contracts/languages';
import { collectHydrationErrors, hydrateAll } from '../fixtures/hydration-errors';
import { EVERY_ROUTE } from '../fixtures/routes';

/** Every public route in Arabic (issue 32): `/ar`, `/ar/careers/<job>`, ..., the 404 page's too. */
const ARABIC_ROUTES = EVERY_ROUTE.map((path) => pathInLocale(path, 'ar'));

/**
 * The English of every catalogue (each app's `messages/en.json`), as the phrases a visitor would
 * read: each message cut at its placeholders and plural forms, keeping the parts of three words or
 * more (a name or a single word may rightly stay in Latin letters on an Arabic page).
 */
function englishPhrases(): string[] {
  const root = path.resolve(import.meta.dirname, '../..');
  const catalogues = globSync('*/src/**/messages/en.json', { cwd: root });
  const messages = catalogues.flatMap((file) => Object.values<string>(JSON.parse(readFileSync(path.join(root, file), 'utf8'))));
  const phrases = messages.flatMap((message) => message.split(/[{}]/).map((part) => part.trim()));
  return [...new Set(phrases.filter((phrase) => phrase.split(/\s+/).filter((word) => /[A-Za-z]{2}/.test(word)).length >= 3))];
}

/** The English phrases of the catalogues found in the page's visible text. */
async function englishIn(page: Page, phrases: readonly string[]): Promise<string[]> {
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  return phrases.filter((phrase) => text.includes(phrase.replace(/\s+/g, ' ')));
}

/** The page's alternates by language, and its canonical URL, as paths. */
async function languageLinks(page: Page): Promise<{ canonical: string; alternates: Record<string, string> }> {
  return page.evaluate(() => {
    const path = (href: string) => {
      const url = new URL(href);
      return `${url.pathname}${url.search}`;
    };
    const alternates = [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
      (link) => [link.hreflang, path(link.href)] as const,
    );
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '';
    return { canonical: path(canonical), alternates: Object.fromEntries(alternates) };
  });
}

for (const path of ARABIC_ROUTES) {
  test(`${path} is Arabic and right to left from the server, and hydrates without a mismatch`, async ({ page, request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(path.includes('no-such-page') ? 404 : 200);
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"[ >]/);

    const errors = collectHydrationErrors(page);
    await page.goto(path);
    await hydrateAll(page);
    expect(errors).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
}

for (const path of EVERY_ROUTE.filter((route) => !route.includes('no-such-page') && !route.startsWith('/apply'))) {
  test(`${path} and its Arabic page name each other as alternates, and each itself as canonical`, async ({ page }) => {
    const arabic = pathInLocale(path, 'ar');
    // Alternates name the canonical pages (a filtered list's are the list's), as Google asks of hreflang with canonical.
    const canonical = path.split('?')[0] ?? path;
    const expected = { en: canonical, ar: pathInLocale(canonical, 'ar'), 'x-default': canonical };
    for (const [own, url] of [
      ['en', path],
      ['ar', arabic],
    ] as const) {
      await page.goto(url);
      const links = await languageLinks(page);
      expect(links.alternates).toEqual(expected);
      expect(links.canonical, `${url} has its language's page as its canonical`).toBe(expected[own]);
    }
  });
}

test.describe('the English of the catalogues', () => {
  const phrases = englishPhrases();

  test('is found on the English pages (the check can fail)', async ({ page }) => {
    expect(phrases.length).toBeGreaterThan(100);
    await page.goto('/careers/senior-cybersecurity-analyst');
    expect(await englishIn(page, phrases)).not.toEqual([]);
  });

  for (const path of ARABIC_ROUTES) {
    test(`is not in the visible text of ${path} once it has hydrated`, async ({ page }) => {
      await page.goto(path);
      await hydrateAll(page);
      expect(await englishIn(page, phrases)).toEqual([]);
    });
  }
});

test('the header switches to the same page in the other language, and / remembers the choice', async ({ page, context }) => {
  await page.goto('/careers?category=security');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/careers\?category=security$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('ar');

  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});

test('only / negotiates: an Arabic reader is sent to /ar, an English one stays, and no other page redirects', async ({
  request,
}) => {
  const arabicReader = { 'Accept-Language': 'ar-AE,ar;q=0.9,en;q=0.8' };
  const home = await request.get('/', { headers: arabicReader, maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers().location).toBe('/ar');
  expect(home.headers().vary).toMatch(/Accept-Language/);

  const english = await request.get('/', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' }, maxRedirects: 0 });
  expect(english.status()).toBe(200);

  const about = await request.get('/about', { headers: arabicReader, maxRedirects: 0 });
  expect(about.status()).toBe(200);
});

test('sitemap.xml lists every page in both languages with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/about', '/careers/senior-cybersecurity-analyst']) {
    const english = new URL(path, 'https://x.example').pathname;
    expect(sitemap).toContain(`example${english}</loc>`);
    expect(sitemap).toContain(`example${pathInLocale(path, 'ar')}</loc>`);
    expect(sitemap).toContain(`hreflang="ar" href="https://www.meridian-consulting.example${pathInLocale(path, 'ar')}"`);
  }
});
