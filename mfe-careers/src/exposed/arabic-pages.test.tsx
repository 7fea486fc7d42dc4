import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { brand, LocaleContext, sharedNames } from 'shared-ui';
import { mockFetch, renderWithProviders } from 'shared-ui/test-utils';
import { JOBS, makeJob } from '../test-utils';
import ApplicationForm, { loadLocale as loadFormLocale } from './application-form';
import ApplyPage, { loadLocale as loadApplyLocale } from './apply-page';
import CareersPage, { loadLocale as loadCareersLocale } from './careers-page';
import CareersTabs, { loadLocale as loadTabsLocale } from './careers-tabs';
import JobPage, { loadLocale as loadJobLocale } from './job-page';
import JobPreview, { loadLocale as loadPreviewLocale } from './job-preview';
import SharePosition, { loadLocale as loadShareLocale } from './share-position';

/** The shell's providers on a page under /ar: the page's language, read from its path. */
const arabicPage = {
  wrapper: ({ children }: { children: ReactNode }) => <LocaleContext.Provider value="ar">{children}</LocaleContext.Provider>,
};

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));

// What the shell awaits before it renders a module in a language: the shared names and the module's own text.
beforeAll(() =>
  Promise.all([
    sharedNames.load('ar'),
    loadCareersLocale('ar'),
    loadTabsLocale('ar'),
    loadShareLocale('ar'),
    loadJobLocale('ar'),
    loadApplyLocale('ar'),
    loadFormLocale('ar'),
  ]),
);

describe('the exposed pages in Arabic', () => {
  it('./CareersPage at /ar/careers: the hero, the filters, the count and the jobs in the page language, the jobs’ own text marked English', async () => {
    mockFetch({ 'GET /api/careers': { body: JOBS } });
    renderWithProviders(<CareersPage CareersTabs={CareersTabs} />, { route: '/ar/careers', ...arabicPage });
    expect(screen.getByRole('heading', { level: 1, name: 'انضموا إلى فريقنا' })).toBeInTheDocument();
    const job = await screen.findByRole('link', { name: 'Penetration Tester' });
    expect(job).toHaveAttribute('href', '/ar/careers/penetration-tester');
    expect(job.closest('h3')).toHaveAttribute('lang', 'en');
    expect(job.closest('h3')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('status')).toHaveTextContent('عرض 3 من أصل 3 وظائف شاغرة');
    const departments = within(screen.getByRole('combobox', { name: 'الإدارة' })).getAllByRole('option');
    expect(departments.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['all', 'جميع الإدارات'],
      ['Engineering', 'الهندسة'],
      ['Security', 'الأمن'],
    ]);
    expect(screen.getAllByRole('list', { name: 'تفاصيل الوظيفة' })[0]).toHaveTextContent('الأمنشيكاغو، إلينويدوام كامل');
    await waitFor(() => expect(document.title).toBe('الوظائف | ميريديان للاستشارات الرقمية'));
  });

  it('./JobPage at /ar/careers/:slug: the labels in Arabic around the job as staff wrote it, the pay through Intl', async () => {
    const job = makeJob({ slug: 'penetration-tester', title: 'Penetration Tester' });
    mockFetch({ 'GET /api/careers/penetration-tester': { body: job }, 'GET /api/careers': { body: JOBS } });
    renderWithProviders(<JobPage SharePosition={SharePosition} />, {
      route: '/ar/careers/penetration-tester',
      path: '/ar/careers/:slug',
      ...arabicPage,
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Penetration Tester' });
    expect(title.firstElementChild).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'المهام الرئيسية' })).toBeInTheDocument();
    expect(screen.getByText('Investigate alerts').closest('ul')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'قدموا الآن' })).toHaveAttribute('href', '/ar/apply/penetration-tester');
    expect(screen.getByText(/135,000–165,000 US\$ سنويا/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toHaveTextContent('الرئيسيةالوظائفPenetration Tester');
    await waitFor(() => expect(jsonLd().map((graph) => graph['@type'])).toEqual(['JobPosting', 'BreadcrumbList', 'WebPage']));
    const [posting, breadcrumbs, page] = jsonLd();
    expect(page.inLanguage).toBe('ar');
    // schema.org gives a JobPosting no inLanguage; its text stays as staff wrote it.
    expect(posting).not.toHaveProperty('inLanguage');
    expect(posting).toMatchObject({ title: 'Penetration Tester', url: `${brand.siteUrl}/ar/careers/penetration-tester` });
    expect(breadcrumbs.itemListElement.map((crumb: { name: string; item: string }) => [crumb.name, crumb.item])).toEqual([
      ['الرئيسية', `${brand.siteUrl}/ar`],
      ['الوظائف', `${brand.siteUrl}/ar/careers`],
      ['Penetration Tester', `${brand.siteUrl}/ar/careers/penetration-tester`],
    ]);
  });

  it('./ApplyPage at /ar/apply/:jobId: the form in Arabic, years of experience as the glossary says them', async () => {
    const job = makeJob({ slug: 'penetration-tester', title: 'Penetration Tester' });
    mockFetch({ 'GET /api/careers/penetration-tester': { body: job } });
    renderWithProviders(<ApplyPage ApplicationForm={ApplicationForm} />, {
      route: '/ar/apply/penetration-tester',
      path: '/ar/apply/:jobId',
      ...arabicPage,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'نموذج طلب التوظيف' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'طلب التوظيف' });
    expect(within(form).getByRole('textbox', { name: 'الاسم الكامل' })).toHaveAttribute('dir', 'auto');
    expect(within(form).getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('dir', 'ltr');
    expect(within(form).getByRole('combobox', { name: 'سنوات الخبرة' })).toHaveDisplayValue('من سنة إلى 3 سنوات');
    expect(within(form).getByRole('link', { name: /سياسة الخصوصية/ })).toHaveAttribute('href', '/ar/privacy-policy');
    expect(within(form).getByRole('button', { name: 'إرسال الطلب' })).toBeInTheDocument();
  });

  it('./JobPreview in Arabic, should a page in Arabic show it', async () => {
    await loadPreviewLocale('ar');
    mockFetch({});
    renderWithProviders(<JobPreview job={makeJob({ accepting_applications: false })} />, arabicPage);
    expect(screen.getByText('باب التقديم مغلق')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'نبذة عن الوظيفة' })).toBeInTheDocument();
  });
});
