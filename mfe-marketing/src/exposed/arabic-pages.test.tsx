import { screen, within } from '@testing-library/react';
import type { StorySummary } from 'contracts';
import type { ReactElement } from 'react';
import { brand, LocaleContext, sharedNames } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import type { QueryClient } from 'shared-ui/query';
import { renderWithProviders, testQueryClient } from 'shared-ui/test-utils';
import { storiesQueryOptions } from '../features/news/api/get-stories';
import { publishedStoriesQueryOptions } from '../features/sitemap/api/get-published-stories';
import AboutPage, { loadLocale as loadAbout } from './about-page';
import CompliancePage, { loadLocale as loadCompliance } from './compliance-page';
import CulturePage, { loadLocale as loadCulture } from './culture-page';
import FounderPage, { loadLocale as loadFounder } from './founder-page';
import HomePage, { loadLocale as loadHome } from './home-page';
import NewsPage, { loadLocale as loadNews } from './news-page';
import NewsletterBox from './newsletter-box';
import SecurityPage, { loadLocale as loadSecurity } from './security-page';
import ServicePage, { loadLocale as loadService } from './service-page';
import SitemapPage, { loadLocale as loadSitemap } from './sitemap-page';

/** Renders a page as the shell does at an `/ar` route: its text and the shared names loaded first. */
async function renderInArabic(loadLocale: LoadLocale, ui: ReactElement, route: string, path?: string, queryClient?: QueryClient) {
  await Promise.all([loadLocale('ar'), sharedNames.load('ar')]);
  return renderWithProviders(<LocaleContext.Provider value="ar">{ui}</LocaleContext.Provider>, { route, path, queryClient });
}

/** A story of the seed as the API answers it in Arabic. */
const arabicStory: StorySummary = {
  slug: 'security-operations-centre-doha',
  category: 'company-news',
  picture: 'skyline',
  publishedAt: '2025-03-18T08:00:00.000Z',
  updatedAt: '2025-03-18T08:00:00.000Z',
  title: 'ميريديان تفتتح مركزا للعمليات الأمنية في الدوحة',
  summary: 'مركز عمليات يعمل على مدار الساعة.',
  author: 'ليلى منصور',
};

const jsonLd = (type: string) =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
    .map((script) => JSON.parse(script.textContent ?? ''))
    .find((graph) => graph['@type'] === type);

describe('the home page at /ar', () => {
  it('is in Arabic, its links kept in Arabic', async () => {
    await renderInArabic(loadHome, <HomePage />, '/ar');
    expect(screen.getByRole('heading', { level: 1, name: 'خدمات رقمية آمنة للحكومات والمؤسسات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'خدماتنا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'تقنيات التشفير' })).toBeInTheDocument();
    expect(screen.getByText('التشفير التام بين الطرفين')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'أرقام رئيسية' })).getByText('سنوات من التميز')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اعرفوا المزيد عن تقنيات التشفير' })).toHaveAttribute(
      'href',
      '/ar/services/encryption',
    );
    expect(screen.getByRole('link', { name: 'احجزوا موعدا للاستشارة' })).toHaveAttribute('href', '/ar/contact');
    expect(document.title).toBe(
      'ميريديان للاستشارات الرقمية: حلول الحكومة الإلكترونية والتشفير والأمن السيبراني والذكاء الاصطناعي',
    );
  });

  it('names the organisation in Arabic, with its English name as alternateName', async () => {
    await renderInArabic(loadHome, <HomePage />, '/ar');
    expect(jsonLd('Organization')).toMatchObject({
      name: 'ميريديان للاستشارات الرقمية',
      alternateName: brand.name,
      founder: { name: 'عمر حداد' },
      address: { addressLocality: 'شيكاغو' },
    });
    expect(jsonLd('WebPage')).toMatchObject({ inLanguage: 'ar', url: `${brand.siteUrl}/ar` });
  });
});

describe('the about page at /ar', () => {
  it('tells the story in Arabic, and links to the founder in Arabic', async () => {
    await renderInArabic(loadAbout, <AboutPage />, '/ar/about');
    expect(screen.getByRole('heading', { level: 1, name: 'من نحن' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'قصتنا',
      'مسيرتنا',
      'الرسالة والرؤية',
      'القيادة',
      'اعملوا معنا',
    ]);
    expect(screen.getByText(/^أسس عمر حداد شركة ميريديان للاستشارات الرقمية عام 2018 في شيكاغو/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'تأسيس ميريديان في شيكاغو' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطلعوا على الملف التعريفي لـعمر حداد' })).toHaveAttribute(
      'href',
      `/ar${brand.founder.path}`,
    );
    expect(document.title).toBe('من نحن | ميريديان للاستشارات الرقمية');
  });
});

describe('a service page at /ar', () => {
  it('shows the service in Arabic, its anchors kept for the sitemap', async () => {
    await renderInArabic(loadService, <ServicePage />, '/ar/services/cybersecurity', '/ar/services/:serviceId');
    expect(screen.getByRole('heading', { level: 1, name: 'خدمات الأمن السيبراني' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'مؤشرات النجاح' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'خدمات الأمن السيبراني في لمحة' })).toBeInTheDocument();
    expect(document.getElementById('incident-response')).toHaveTextContent('الاستجابة للحوادث');
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
    expect(screen.getByRole('link', { name: 'اعرفوا المزيد عن تقنيات التشفير' })).toHaveAttribute(
      'href',
      '/ar/services/encryption',
    );
  });

  it("says 'Service Not Found' in Arabic for an unknown service", async () => {
    await renderInArabic(loadService, <ServicePage />, '/ar/services/ai-llm', '/ar/services/:serviceId');
    expect(screen.getByRole('heading', { level: 1, name: 'الخدمة غير موجودة' })).toBeInTheDocument();
  });
});

describe("the founder's page at /ar", () => {
  it("is headed by the founder's Arabic name, with his Person JSON-LD in Arabic", async () => {
    await renderInArabic(loadFounder, <FounderPage />, `/ar${brand.founder.path}`);
    expect(screen.getByRole('heading', { level: 1, name: 'عمر حداد' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'السيرة الذاتية' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تواصلوا مع مكتب عمر' })).toHaveAttribute('href', '/ar/contact');
    expect(screen.getAllByText('تأسست عام', { exact: false })).toHaveLength(3);
    expect(jsonLd('Person')).toMatchObject({
      name: 'عمر حداد',
      jobTitle: 'المؤسس والرئيس التنفيذي',
      description: expect.stringMatching(/^مؤسس ميريديان للاستشارات الرقمية\./),
      url: `${brand.siteUrl}/ar${brand.founder.path}`,
      worksFor: { name: 'ميريديان للاستشارات الرقمية' },
    });
  });
});

describe.each([
  ['/ar/culture', CulturePage, loadCulture, 'ثقافتنا', ['قيمنا الأساسية', 'الحياة في ميريديان', 'كيف ندعم نموكم المهني']],
  ['/ar/security', SecurityPage, loadSecurity, 'الأمن في صميم كل ما نقوم به', ['نهجنا في الأمن', 'الشهادات والامتثال']],
  [
    '/ar/compliance',
    CompliancePage,
    loadCompliance,
    'الامتثال والمعايير التنظيمية',
    ['إطار الامتثال لدينا', 'منهجية الامتثال لدينا'],
  ],
])('%s', (route, Page, loadLocale, title, sections) => {
  it('is in Arabic', async () => {
    await renderInArabic(loadLocale, <Page />, route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const section of sections) expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(document.title).toContain('ميريديان للاستشارات الرقمية');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the news page at /ar', () => {
  it('is in Arabic: its categories, the stories the API gave in Arabic, linked to their Arabic pages', async () => {
    const queryClient = testQueryClient();
    const list = {
      items: [arabicStory, { ...arabicStory, slug: 'second-story', title: 'قصة ثانية' }],
      total: 2,
      page: 1,
      pageSize: 6,
    };
    queryClient.setQueryData(storiesQueryOptions({ page: 1 }, 'ar').queryKey, list);
    await renderInArabic(loadNews, <NewsPage NewsletterBox={NewsletterBox} />, '/ar/news', undefined, queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'الأخبار والرؤى' })).toBeInTheDocument();
    for (const section of ['الخبر المميز', 'آخر الأخبار', 'اشتركوا في نشرتنا الإخبارية'])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(document.title).toContain('ميريديان للاستشارات الرقمية');
    expect(screen.getByRole('link', { name: 'الكل' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText(/^بقلم /).map((byline) => byline.textContent)).toEqual(['بقلم ليلى منصور', 'بقلم ليلى منصور']);
    expect(screen.getByRole('link', { name: arabicStory.title })).toHaveAttribute('href', `/ar/news/${arabicStory.slug}`);
  });
});

describe('the sitemap page at /ar', () => {
  it('lists every link by its Arabic name, to the Arabic pages', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(publishedStoriesQueryOptions('ar').queryKey, [arabicStory]);
    await renderInArabic(loadSitemap, <SitemapPage />, '/ar/sitemap', undefined, queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'خريطة الموقع' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'الشؤون القانونية' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الاستجابة للحوادث' })).toHaveAttribute(
      'href',
      '/ar/services/cybersecurity#incident-response',
    );
    expect(screen.getByRole('link', { name: 'وظائف في الدوحة' })).toHaveAttribute('href', '/ar/careers?location=doha');
    expect(screen.getByRole('heading', { level: 2, name: 'قصص الأخبار' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: arabicStory.title })).toHaveAttribute('href', `/ar/news/${arabicStory.slug}`);
    const untranslated = screen.getAllByRole('link').filter((link) => /[A-Za-z]/.test(link.textContent ?? ''));
    expect(untranslated.map((link) => link.textContent)).toEqual([]);
  });
});
