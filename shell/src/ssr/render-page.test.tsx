/** @jest-environment node */

import { use, useId } from 'react';
import { useParams } from 'react-router-dom';
import { PageMeta } from 'shared-ui';
import type { HomePageProps, JobPageProps, PagePrefetch, SharePositionProps } from 'shared-ui/federation';
import { queryOptions, useQuery } from 'shared-ui/query';
import type { PageLoader, RemotePageModule } from '../remotes/load-remote-page';
import type { SsrState } from '../ssr-state';
import { RENDER_TIMEOUT_MS, type RenderDeps, renderPage } from './render-page';
import { TooLateError } from './with-timeout';

const jobQuery = (slug: string) =>
  queryOptions({
    queryKey: ['careers', slug],
    queryFn: async () => {
      if (slug === 'unreachable') throw new Error('API down');
      return { title: `Job ${slug}` };
    },
    retry: false,
  });

function JobPage({ SharePosition }: JobPageProps) {
  const { slug = '' } = useParams();
  const { data } = useQuery(jobQuery(slug));
  return (
    <>
      <PageMeta
        title={`${data?.title} | Careers`}
        description="A job."
        structuredData={{ '@type': 'JobPosting', title: data?.title, salary: '$1' }}
      />
      <h1>{data?.title ?? 'Loading'}</h1>
      <SharePosition title={data?.title ?? ''} />
    </>
  );
}

const jobPrefetch: PagePrefetch = async (queryClient, { params }) => {
  await queryClient.prefetchQuery(jobQuery(params.slug ?? ''));
  return params.slug === 'gone' ? { status: 404 } : undefined;
};

function Home({ locationsSlot, contactSlot }: HomePageProps) {
  return (
    <>
      <h1>Home</h1>
      {locationsSlot}
      {contactSlot}
    </>
  );
}

const modules: Record<string, RemotePageModule> = {
  'mfe_careers/JobPage': { default: JobPage as never, prefetch: jobPrefetch },
  'mfe_careers/SharePosition': {
    default: (({ title }: SharePositionProps) => <button type="button">Share {title}</button>) as never,
  },
  'mfe_marketing/HomePage': { default: Home as never },
  // Each island numbers its own ids (useId), as the browser's root of it does.
  'mfe_contact/LocationsSection': { default: () => <p id={useId()}>Offices</p> },
  'mfe_contact/ContactSection': { default: () => <p id={useId()}>Contact form</p> },
};

const load: PageLoader = async ({ remote, expose }) => {
  const module = modules[`${remote}/${expose.slice(2)}`];
  if (!module) throw new Error('remote down');
  return module;
};

function deps(overrides: Partial<RenderDeps> = {}): RenderDeps {
  return {
    registry: {
      mfe_marketing: 'http://m/mf-manifest.json',
      mfe_careers: 'http://c/mf-manifest.json',
      mfe_contact: 'http://x/mf-manifest.json',
      mfe_staff: 'http://s/mf-manifest.json',
    },
    apiBase: 'http://api',
    load,
    assets: () => ({
      entry: ['/main.js'],
      remoteEntries: {},
      inlineStyles: ['h1{color:navy}'],
      styles: ['/remote.css'],
      fonts: [],
    }),
    ...overrides,
  };
}

function ssrState(html: string): SsrState {
  return JSON.parse(/<script id="ssr-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
}

const render = (path: string, overrides?: Partial<RenderDeps>) => renderPage(new URL(path, 'http://shell'), deps(overrides));

test("renders a page with the data its prefetch loaded, and hands the browser that data and the page's modules", async () => {
  const page = await render('/careers/analyst');
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/^<!DOCTYPE html>/);
  expect(page.html).toContain('<h1>Job analyst</h1>');
  expect(page.html).toMatch(/<head>.*<title>Job analyst \| Careers \| Meridian Digital Consulting<\/title>.*<\/head>/);
  expect(page.html).toContain('<script src="/main.js" defer="" fetchPriority="low"></script>');
  expect(page.html).toMatch(/<head>.*<style>h1\{color:navy\}<\/style>.*<link rel="stylesheet" href="\/remote.css"\/>.*<\/head>/);
  const state = ssrState(page.html);
  // A static page: the job page is HTML only, its Share action an island, with its props.
  expect([state.modules, state.htmlOnly]).toEqual([[], ['mfe_careers/JobPage']]);
  expect(page.html).toContain(
    '{"remote":"mfe_careers","expose":"./SharePosition","hydrate":"used","props":{"title":"Job analyst"}}',
  );
  expect(state.failed).toEqual([]);
  expect(state.queries.queries.map((query) => query.queryKey)).toEqual([['careers', 'analyst']]);
  expect(page.complete).toBe(true);
});

test("a static page carries its islands' text, not its own module's, which the browser never renders", async () => {
  const withText = (key: string, module: RemotePageModule): RemotePageModule => ({
    ...module,
    loadLocale: async () => ({ [key]: { label: key } }),
  });
  const texts = {
    'mfe_careers/JobPage': withText('mfe_careers:job-page', modules['mfe_careers/JobPage'] as RemotePageModule),
    'mfe_careers/SharePosition': withText('mfe_careers:share', modules['mfe_careers/SharePosition'] as RemotePageModule),
  };
  const loadWithText: PageLoader = async (ref) => texts[`${ref.remote}/${ref.expose.slice(2)}` as keyof typeof texts];

  const text = async (path: string) => Object.keys(ssrState((await render(path, { load: loadWithText })).html).text);
  expect(await text('/careers/analyst')).toEqual(expect.arrayContaining(['mfe_careers:share']));
  expect(await text('/careers/analyst')).not.toContain('mfe_careers:job-page');
  // Hydrated whole (its data could not be fetched), the page carries its own text too.
  expect(await text('/careers/unreachable')).toEqual(expect.arrayContaining(['mfe_careers:share', 'mfe_careers:job-page']));
});

test('answers the status a prefetch reports, with the page rendered', async () => {
  const page = await render('/careers/gone');
  expect(page.status).toBe(404);
  expect(page.html).toContain('<h1>Job gone</h1>');
});

test('answers 404 with the not-found page for a path outside the route table', async () => {
  const page = await render('/no/such/page');
  expect(page.status).toBe(404);
  expect(page.html).toContain('404 Page Not Found');
});

test('renders the home page as HTML, and its slots from their own remotes as islands, each a root of its own', async () => {
  const page = await render('/');
  expect(page.html).toContain('<html lang="en" dir="ltr" data-static-page="">');
  expect(page.html).toMatch(
    /<h1>Home<\/h1><div data-island="mfe_contact\/LocationsSection" data-island-when="reached" class="part"><div class="part" data-remote="mfe_contact\/LocationsSection"[^>]*><!--\$--><p id="_i0-[^"]+">Offices<\/p>.*<div data-island="mfe_contact\/ContactSection"[^>]*><div [^>]*><!--\$--><p id="_i1-[^"]+">Contact form<\/p>/,
  );
  const state = ssrState(page.html);
  expect([state.modules, state.htmlOnly]).toEqual([[], ['mfe_marketing/HomePage']]);
  expect(state.deferred).toEqual(['mfe_contact/LocationsSection', 'mfe_contact/ContactSection']);
  const islands = JSON.parse(/<script id="islands" type="application\/json">(.*?)<\/script>/.exec(page.html)?.[1] ?? 'null');
  expect(islands).toEqual([
    { remote: 'mfe_contact', expose: './LocationsSection', hydrate: 'reached' },
    { remote: 'mfe_contact', expose: './ContactSection', hydrate: 'reached', props: { showOffices: false } },
  ]);
});

test('a page the route table hydrates whole is not static, nor one whose own module or data fell back', async () => {
  // The browser then renders the page, or fetches its data, again: an island waiting to be used would not.
  for (const path of ['/staff/jobs', '/culture', '/careers/unreachable']) {
    expect((await render(path)).html).not.toContain('data-static-page');
  }
});

test('a remote that cannot be loaded gives 200 with its fallback, and the browser is told to retry it', async () => {
  const page = await render('/culture');
  expect(page.status).toBe(200);
  expect(page.html).toContain('This page is temporarily unavailable');
  expect(page.html).toContain('Skip to main content');
  expect(ssrState(page.html).failed).toEqual(['mfe_marketing/CulturePage']);
  expect([page.failedModules, page.lateModules]).toEqual([['mfe_marketing/CulturePage'], []]);
  expect(page.complete).toBe(false);
});

test('a remote that is only late (still loading when the page stopped waiting) falls back the same, marked late', async () => {
  const page = await render('/careers/analyst', {
    load: async () => {
      throw new TooLateError('loading mfe_careers@1.0.0 took longer than 2000 ms');
    },
    log: () => {},
  });
  expect(page.html).toContain('This page is temporarily unavailable');
  const both = ['mfe_careers/JobPage', 'mfe_careers/SharePosition'];
  expect([page.failedModules, page.fallbackModules, page.lateModules]).toEqual([both, both, both]);
});

test('a page that throws while rendering on the server gives 200 with its fallback', async () => {
  const Broken = () => {
    throw new Error('render failed');
  };
  const page = await render('/careers/analyst', { load: async () => ({ default: Broken }), log: () => {} });
  expect(page.status).toBe(200);
  expect(page.html).toContain('This page is temporarily unavailable');
  expect([page.failedModules, page.lateModules]).toEqual([['mfe_careers/JobPage'], []]);
  expect(page.complete).toBe(false);
});

test('a static page whose own module throws on the server is hydrated whole, for the browser to render it', async () => {
  const Broken = () => {
    throw new Error('render failed');
  };
  const page = await render('/culture', { load: async () => ({ default: Broken }), log: () => {} });
  expect(page.html).toContain('This page is temporarily unavailable');
  expect([page.staticPage, page.html.includes('data-static-page')]).toEqual([false, false]);
  expect(ssrState(page.html).modules).toEqual(['mfe_marketing/CulturePage']);
});

test('a prefetch that does not settle in time leaves the data to the browser', async () => {
  const hanging: RemotePageModule = { default: JobPage as never, prefetch: () => new Promise(() => {}) };
  const page = await render('/careers/analyst', { load: async () => hanging, prefetchTimeoutMs: 50, log: () => {} });
  expect(page.status).toBe(200);
  expect(page.html).toContain('<h1>Loading</h1>');
  expect(ssrState(page.html).queries.queries).toEqual([]);
  expect(page.complete).toBe(false);
});

test("writes the page's JSON-LD into the head, outside what the browser hydrates", async () => {
  const { html } = await render('/careers/analyst');
  const [head = '', body = ''] = html.split('</head>');
  const scripts = [...head.matchAll(/<script type="application\/ld\+json" data-url="([^"]+)">(.*?)<\/script>/g)];
  expect(scripts.map(([, url, json]) => [url, JSON.parse(json ?? '')['@type']])).toEqual([
    ['https://www.meridian-consulting.example/careers/analyst', 'JobPosting'],
    ['https://www.meridian-consulting.example/careers/analyst', 'WebPage'],
  ]);
  expect(head).toContain('"salary":"$1"');
  expect(body).not.toContain('application/ld+json');
});

test('a part still waiting when the render runs out of time is left to the browser, marked late', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
  try {
    const Waiting = () => use(new Promise<never>(() => {}));
    const rendering = render('/careers/analyst', { load: async () => ({ default: Waiting }), log: () => {} });
    await jest.advanceTimersByTimeAsync(RENDER_TIMEOUT_MS);
    const page = await rendering;
    expect(page.status).toBe(200);
    expect([page.failedModules, page.lateModules]).toEqual([['mfe_careers/JobPage'], ['mfe_careers/JobPage']]);
    expect(page.complete).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

test("leaves no timer once the page is done: the render's timeout would keep the render alive until it fired", async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
  try {
    await render('/careers/analyst');
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});
