/**
 * @jest-environment node
 */
// The Arabic news pages as the shell's server renders them: no window, no document, the stories
// read by `prefetch` in the page's language, the text loaded for Arabic first.
import type { StoryDetail, StoryList, StorySummary } from 'contracts';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocaleContext, type PageStructuredData, StructuredDataCollector, sharedNames, structuredDataScripts } from 'shared-ui';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { QueryClientProvider } from 'shared-ui/query';
import { mockFetch, testQueryClient } from 'shared-ui/test-utils';
import NewsPage, { loadLocale as loadNews, prefetch as newsPrefetch } from './news-page';
import NewsletterBox from './newsletter-box';
import StoryPage, { loadLocale as loadStory, prefetch as storyPrefetch } from './story-page';

const API = 'http://127.0.0.1:4000';
const NewsPageWithBox = () => <NewsPage NewsletterBox={NewsletterBox} />;

const story = (slug: string, title: string): StorySummary => ({
  slug,
  category: 'company-news',
  picture: 'skyline',
  publishedAt: '2025-03-18T08:00:00.000Z',
  updatedAt: '2025-03-18T08:00:00.000Z',
  title,
  summary: 'مركز عمليات يعمل على مدار الساعة.',
  author: 'ليلى منصور',
});
const opening = story('security-operations-centre-doha', 'ميريديان تفتتح مركزا للعمليات الأمنية في الدوحة');
const award = story('public-sector-cybersecurity-award', 'ميريديان تفوز بجائزة الأمن السيبراني للقطاع العام');
const list: StoryList = { items: [opening, award], total: 2, page: 1, pageSize: 6 };
const detail: StoryDetail = {
  ...opening,
  body: ['افتتحت ميريديان مركزا للعمليات الأمنية في الدوحة.'],
  next: award,
  related: [award],
};

beforeEach(() => {
  mockFetch({
    [`GET ${API}/api/stories?lang=ar&page=1`]: { body: list },
    [`GET ${API}/api/stories/${opening.slug}?lang=ar`]: { body: detail },
    [`GET ${API}/api/stories/no-such-story?lang=ar`]: { status: 404, body: { message: 'Story not found' } },
    [`GET ${API}/api/stories?lang=ar&page=1&category=awards`]: { status: 503, body: { message: 'Unavailable' } },
    [`GET ${API}/api/stories/archived-story?lang=ar`]: { status: 410, body: { message: 'This story has been archived' } },
    [`GET ${API}/api/stories/unreadable-story?lang=ar`]: { status: 503, body: { message: 'Unavailable' } },
  });
});

async function renderInArabic(Page: ComponentType, prefetch: PagePrefetch, loadLocale: LoadLocale, pattern: string, url: string) {
  await Promise.all([loadLocale('ar'), sharedNames.load('ar')]);
  const queryClient = testQueryClient();
  const { pathname, searchParams } = new URL(url, 'http://site.test');
  const slug = pattern.endsWith(':slug') ? pathname.split('/').at(-1) : undefined;
  const result = await prefetch(queryClient, { params: slug ? { slug } : {}, searchParams, apiBase: API, locale: 'ar' });
  const structuredData: PageStructuredData[] = [];
  const body = renderToString(
    <StructuredDataCollector.Provider value={(_id, data) => structuredData.push(data)}>
      <LocaleContext.Provider value="ar">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={pattern} element={<Page />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </LocaleContext.Provider>
    </StructuredDataCollector.Provider>,
  );
  return { html: `${structuredData.map(structuredDataScripts).join('')}${body}`, result };
}

describe('the Arabic news pages, rendered on the server', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders /ar/news with the stories read in Arabic, each linking its Arabic page', async () => {
    const { html, result } = await renderInArabic(NewsPageWithBox, newsPrefetch, loadNews, '/ar/news', '/ar/news');
    expect(result).toBeUndefined();
    expect(html).toContain('الأخبار والرؤى');
    expect(html).toContain(`href="/ar/news/${opening.slug}"`);
    expect(html).toContain(opening.title);
    expect(html).toContain('بقلم ليلى منصور');
    expect(html).toContain('href="/ar/news?category=awards"');
  });

  it('renders a story at /ar/news/{slug} in Arabic, with its NewsArticle in Arabic', async () => {
    const url = `/ar/news/${opening.slug}`;
    const { html, result } = await renderInArabic(StoryPage, storyPrefetch, loadStory, '/ar/news/:slug', url);
    expect(result).toBeUndefined();
    expect(html).toContain(`<h1`);
    expect(html).toContain(opening.title);
    expect(html).toContain(detail.body[0]);
    expect(html).toContain('بقلم ليلى منصور');
    expect(html).toContain(`href="/ar/news/${award.slug}"`);
    const article = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '{}';
    expect(JSON.parse(article)).toMatchObject({
      '@type': 'NewsArticle',
      headline: opening.title,
      inLanguage: 'ar',
      url: expect.stringMatching(/\/ar\/news\/security-operations-centre-doha$/),
    });
  });

  it('answers 404 for a story the API does not show, and says so in Arabic', async () => {
    const { html, result } = await renderInArabic(
      StoryPage,
      storyPrefetch,
      loadStory,
      '/ar/news/:slug',
      '/ar/news/no-such-story',
    );
    expect(result).toEqual({ status: 404 });
    expect(html).toContain('الخبر غير موجود');
  });

  it('answers 410 for an archived story, and says so in Arabic with the way to every story', async () => {
    const { html, result } = await renderInArabic(
      StoryPage,
      storyPrefetch,
      loadStory,
      '/ar/news/:slug',
      '/ar/news/archived-story',
    );
    expect(result).toEqual({ status: 410 });
    expect(html).toContain('تمت أرشفة هذا الخبر');
    expect(html).toContain('href="/ar/news"');
    expect(html).not.toContain('application/ld+json');
  });

  it('answers 503 when the API cannot be read, and says so where the stories would be', async () => {
    const news = await renderInArabic(NewsPageWithBox, newsPrefetch, loadNews, '/ar/news', '/ar/news?category=awards');
    expect(news.result).toEqual({ status: 503 });
    expect(news.html).toContain('تعذر تحميل الأخبار. يرجى المحاولة مرة أخرى لاحقا.');
    const story = await renderInArabic(StoryPage, storyPrefetch, loadStory, '/ar/news/:slug', '/ar/news/unreadable-story');
    expect(story.result).toEqual({ status: 503 });
    expect(story.html).toContain('تعذر تحميل الأخبار. يرجى المحاولة مرة أخرى لاحقا.');
  });
});
