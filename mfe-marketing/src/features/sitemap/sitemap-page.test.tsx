import { screen, within } from '@testing-library/react';
import type { StorySummary } from 'contracts';
import { brand } from 'shared-ui';
import { renderWithProviders, testQueryClient } from 'shared-ui/test-utils';
import { publishedStoriesQueryOptions } from './api/get-published-stories';
import { SitemapPage } from './sitemap-page';

const CAREERS_FILTER_URLS = [
  '/careers?category=engineering',
  '/careers?category=security',
  '/careers?category=product',
  '/careers?category=operations',
  '/careers?location=chicago',
  '/careers?location=doha',
  '/careers?location=abu-dhabi',
  '/careers?location=riyadh',
];

const SERVICE_ANCHOR_URLS = [
  '/services/e-government#overview',
  '/services/e-government#features',
  '/services/e-government#case-studies',
  '/services/encryption#solutions',
  '/services/encryption#implementations',
  '/services/cybersecurity#assessments',
  '/services/cybersecurity#incident-response',
  '/services/ai-solutions#custom-models',
  '/services/ai-solutions#integration',
];

const story = (slug: string, title: string): StorySummary => ({
  slug,
  category: 'awards',
  picture: 'trophy',
  publishedAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  title,
  summary: `Summary of ${slug}`,
  author: 'Leila Mansour',
});

/** The page as the server renders it, with the published stories it read in the page's language. */
function renderPage(stories: StorySummary[] = [], route = '/sitemap') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(publishedStoriesQueryOptions(route.startsWith('/ar') ? 'ar' : 'en').queryKey, stories);
  return renderWithProviders(<SitemapPage />, { route, queryClient });
}

function hrefsIn(element: HTMLElement): (string | null)[] {
  return within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

function groupOf(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

describe('SitemapPage', () => {
  it('shows one h1 and sets the document title', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    expect(document.title).toContain('Sitemap');
  });

  it('shows the groups Main Pages, Company and Legal as h2 sections', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Main Pages',
      'Company',
      'Legal',
    ]);
  });

  it('lists the main pages with services and careers as nested lists', () => {
    renderPage();
    const main = groupOf('Main Pages');
    for (const href of ['/', '/about', '/#services', '/careers', '/contact']) expect(hrefsIn(main)).toContain(href);
    const services = screen.getByRole('link', { name: 'Services' }).closest('li') as HTMLElement;
    expect(hrefsIn(services)).toEqual(
      expect.arrayContaining([
        '/services/e-government',
        '/services/encryption',
        '/services/cybersecurity',
        '/services/ai-solutions',
        ...SERVICE_ANCHOR_URLS,
      ]),
    );
  });

  it('links all eight careers filters by query parameter under Careers', () => {
    renderPage();
    const careers = within(groupOf('Main Pages')).getByRole('link', { name: 'Careers' }).closest('li') as HTMLElement;
    expect(hrefsIn(careers)).toEqual(['/careers', ...CAREERS_FILTER_URLS]);
  });

  it('links the AI service at /services/ai-solutions and never at /services/ai-llm', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'AI/LLM Solutions' })).toHaveAttribute('href', '/services/ai-solutions');
    const allHrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(allHrefs.filter((href) => href.includes('/services/ai-llm'))).toEqual([]);
  });

  it('lists the company pages, with the founder page at its brand path', () => {
    renderPage();
    const company = groupOf('Company');
    expect(hrefsIn(company)).toEqual(['/about', '/culture', '/news', '/careers', '/#locations', brand.founder.path]);
    expect(within(company).getByRole('link', { name: brand.founder.name })).toHaveAttribute('href', brand.founder.path);
  });

  it('lists the legal pages', () => {
    renderPage();
    expect(hrefsIn(groupOf('Legal'))).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/security',
      '/compliance',
      '/sitemap',
    ]);
  });

  it('lists every published story, each linking its page, in the language of the page', () => {
    renderPage([story('first-award', 'The first award'), story('second-award', 'The second award')]);
    const stories = groupOf('News stories');
    expect(
      within(stories)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['The first award', '/news/first-award'],
      ['The second award', '/news/second-award'],
    ]);
  });

  it('leaves the stories out, and every other link in, when there is none to list', () => {
    renderPage([]);
    expect(screen.queryByRole('region', { name: 'News stories' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
