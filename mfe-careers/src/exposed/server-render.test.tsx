/**
 * @jest-environment node
 */
// The pages as the shell's server will render them: no window, no document, data from `prefetch`.
import type { Locale } from 'contracts/languages';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocaleContext, type PageStructuredData, StructuredDataCollector, sharedNames, structuredDataScripts } from 'shared-ui';
import type { PagePrefetch } from 'shared-ui/federation';
import { QueryClientProvider } from 'shared-ui/query';
import { mockFetch, testQueryClient } from 'shared-ui/test-utils';
import { JOBS, makeJob, routeParams } from '../test-utils';
import ApplicationForm from './application-form';
import ApplyPage, { prefetch as applyPrefetch } from './apply-page';
import CareersPage, { prefetch as careersPrefetch } from './careers-page';
import CareersTabs from './careers-tabs';
import JobPage, { prefetch as jobPrefetch, loadLocale as loadJobLocale } from './job-page';
import SharePosition from './share-position';

const API = 'http://127.0.0.1:4000';
/** The pages as the shell renders them: with their parts (on the site, islands rendered apart). */
const ApplyPageWithForm = () => <ApplyPage ApplicationForm={ApplicationForm} />;
const CareersPageWithTabs = () => <CareersPage CareersTabs={CareersTabs} />;
const JobPageWithShare = () => <JobPage SharePosition={SharePosition} />;
const closed = makeJob({ slug: 'devops-engineer', title: 'DevOps Engineer', accepting_applications: false });

beforeEach(() => {
  mockFetch({
    [`GET ${API}/api/careers`]: { body: JOBS },
    [`GET ${API}/api/careers/senior-cybersecurity-analyst`]: { body: makeJob() },
    [`GET ${API}/api/careers/devops-engineer`]: { body: closed },
    [`GET ${API}/api/careers/no-such-job`]: { status: 404, body: { message: 'Job not found' } },
  });
});

async function renderOnServer(Page: ComponentType, prefetch: PagePrefetch, pattern: string, url: string, locale: Locale = 'en') {
  const queryClient = testQueryClient();
  const { pathname, searchParams } = new URL(url, 'http://site.test');
  const params = routeParams(pattern, pathname);
  const result = await prefetch(queryClient, { params, searchParams, apiBase: API });
  // As the shell's server: the page's JSON-LD is collected while rendering and written into the head.
  const structuredData: PageStructuredData[] = [];
  const body = renderToString(
    <StructuredDataCollector.Provider value={(_id, data) => structuredData.push(data)}>
      <LocaleContext.Provider value={locale}>
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

describe('server rendering', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders /careers with the list filtered by the URL', async () => {
    const { html, result } = await renderOnServer(
      CareersPageWithTabs,
      careersPrefetch,
      '/careers',
      '/careers?category=engineering',
    );
    expect(result).toBeUndefined();
    expect(html).toContain('Join Our Team');
    expect(html).toContain('Machine Learning Engineer');
    expect(html).not.toContain('Penetration Tester');
    expect(html).toContain('<option value="Engineering" selected="">');
    expect(html).toContain('<time dateTime="2026-11-01">November 1, 2026</time>');
  });

  it('renders a job with its structured data, and a closed one without the Apply button', async () => {
    const open = await renderOnServer(JobPageWithShare, jobPrefetch, '/careers/:slug', '/careers/senior-cybersecurity-analyst');
    expect(open.result).toBeUndefined();
    expect(open.html).toContain('Senior Cybersecurity Analyst');
    expect(open.html).toContain('"@type":"JobPosting"');
    expect(open.html).toContain('Apply Now');
    expect(open.html).toContain('Similar Positions');
    expect(open.html).toContain('Penetration Tester'); // a similar position, from the list

    const shut = await renderOnServer(JobPageWithShare, jobPrefetch, '/careers/:slug', '/careers/devops-engineer');
    expect(shut.html).toContain('Applications are closed');
    expect(shut.html).not.toContain('Apply Now');
  });

  it("answers 404 and renders 'Job Not Found' for an unknown job", async () => {
    const { html, result } = await renderOnServer(JobPageWithShare, jobPrefetch, '/careers/:slug', '/careers/no-such-job');
    expect(result).toEqual({ status: 404 });
    expect(html).toContain('Job Not Found');
  });

  it('renders the apply page with its form, and the alert for an unknown job', async () => {
    const page = await renderOnServer(ApplyPageWithForm, applyPrefetch, '/apply/:jobId', '/apply/senior-cybersecurity-analyst');
    expect(page.html).toContain('Submit Application');
    // Years of experience is '1-3 years' by default, from the server's HTML on (the form hydrates once used).
    expect(page.html).toContain('<option value="1-3" selected="">');
    expect(page.html).toContain('noindex, nofollow');
    const missing = await renderOnServer(ApplyPageWithForm, applyPrefetch, '/apply/:jobId', '/apply/no-such-job');
    expect(missing.result).toEqual({ status: 404 });
    expect(missing.html).toContain('Job not found');
  });

  it('answers 410 for the apply page of a job that takes no more applications, and says so', async () => {
    const { html, result } = await renderOnServer(ApplyPageWithForm, applyPrefetch, '/apply/:jobId', '/apply/devops-engineer');
    expect(result).toEqual({ status: 410 });
    expect(html).toContain('Applications are closed');
    expect(html).not.toContain('Submit Application');
  });

  it('renders a job in Arabic once its text is loaded, as the shell does: the labels in Arabic, the job as staff wrote it', async () => {
    await Promise.all([sharedNames.load('ar'), loadJobLocale('ar')]);
    const { html, result } = await renderOnServer(
      JobPageWithShare,
      jobPrefetch,
      '/ar/careers/:slug',
      '/ar/careers/senior-cybersecurity-analyst',
      'ar',
    );
    expect(result).toBeUndefined();
    expect(html).toContain('<span lang="en" dir="ltr">Senior Cybersecurity Analyst</span>');
    expect(html).toContain('نبذة عن الوظيفة');
    expect(html).toContain('وظائف مشابهة');
    expect(html).toContain('href="/ar/apply/senior-cybersecurity-analyst"');
  });
});
