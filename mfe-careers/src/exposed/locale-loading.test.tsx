/**
 * @jest-environment node
 */
// Each exposed module at an /ar route, rendered by the server as the shell does, with only the text
// its own `loadLocale` loaded (a fresh module registry per module): a component using a catalogue
// its module does not list would suspend, a spinner in the browser, and shows here as the fallback.
import type { ComponentType } from 'react';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { mockFetch, testQueryClient } from 'shared-ui/test-utils';
import { JOBS, makeJob, routeParams } from '../test-utils';

const API = 'http://127.0.0.1:4000';
const SUSPENDED = 'suspended: a catalogue its loadLocale did not load';
const JOB = makeJob({ slug: 'penetration-tester', title: 'Penetration Tester' });

interface ExposedModule {
  /** A page, or a part with the props its page hands it. */
  default: unknown;
  prefetch?: PagePrefetch;
  loadLocale: LoadLocale;
}

interface Case {
  load: () => Promise<ExposedModule>;
  pattern: string;
  url: string;
  props?: Record<string, unknown>;
  /** Arabic text the module shows once rendered: it rendered what it uses. */
  shows: string;
}

const CASES: Record<string, Case> = {
  './CareersPage': {
    load: () => import('./careers-page'),
    pattern: '/ar/careers',
    url: '/ar/careers',
    // The tabs are a module of their own (./CareersTabs), with their own loadLocale.
    props: { CareersTabs: () => null },
    shows: 'انضموا إلى فريقنا',
  },
  './CareersTabs': { load: () => import('./careers-tabs'), pattern: '/ar/careers', url: '/ar/careers', shows: 'جميع الإدارات' },
  './SharePosition': {
    load: () => import('./share-position'),
    pattern: '/ar/careers/:slug',
    url: '/ar/careers/penetration-tester',
    props: { title: 'Penetration Tester' },
    shows: 'مشاركة الوظيفة',
  },
  './JobPage': {
    load: () => import('./job-page'),
    pattern: '/ar/careers/:slug',
    url: '/ar/careers/penetration-tester',
    props: { SharePosition: () => null },
    shows: 'وظائف مشابهة',
  },
  './ApplyPage': {
    load: () => import('./apply-page'),
    pattern: '/ar/apply/:jobId',
    url: '/ar/apply/penetration-tester',
    // The form is a module of its own (./ApplicationForm), with its own loadLocale.
    props: { ApplicationForm: () => null },
    shows: 'نصائح للتقديم',
  },
  './ApplicationForm': {
    load: () => import('./application-form'),
    pattern: '/ar/apply/:jobId',
    url: '/ar/apply/penetration-tester',
    props: { job: JOB },
    shows: 'نموذج طلب التوظيف',
  },
  './JobPreview': {
    load: () => import('./job-preview'),
    pattern: '/ar/staff',
    url: '/ar/staff',
    props: { job: JOB },
    shows: 'نبذة عن الوظيفة',
  },
};

describe.each(Object.entries(CASES))('%s at an /ar route', (_name, { load, pattern, url, props = {}, shows }) => {
  it('renders in Arabic with only what its loadLocale loaded, never suspending', async () => {
    let html = '';
    await jest.isolateModulesAsync(async () => {
      const { renderToString } = await import('react-dom/server');
      const { Suspense } = await import('react');
      const { QueryClientProvider } = await import('shared-ui/query');
      const { MemoryRouter, Route, Routes } = await import('react-router-dom');
      const { LocaleContext, sharedNames } = await import('shared-ui');
      mockFetch({ [`GET ${API}/api/careers/penetration-tester`]: { body: JOB }, [`GET ${API}/api/careers`]: { body: JOBS } });
      const module = await load();
      const queryClient = testQueryClient();
      const params = routeParams(pattern, url);
      await module.prefetch?.(queryClient, { params, searchParams: new URLSearchParams(), apiBase: API });
      // What the shell awaits before it renders a module in a language: the shared names and the module's own text.
      await Promise.all([sharedNames.load('ar'), module.loadLocale('ar')]);
      const Module = module.default as ComponentType<Record<string, unknown>>;
      html = renderToString(
        <LocaleContext.Provider value="ar">
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[url]}>
              <Suspense fallback={SUSPENDED}>
                <Routes>
                  <Route path={pattern} element={<Module {...props} />} />
                </Routes>
              </Suspense>
            </MemoryRouter>
          </QueryClientProvider>
        </LocaleContext.Provider>,
      );
    });
    expect(html).not.toContain(SUSPENDED);
    expect(html).toContain(shows);
  });
});
