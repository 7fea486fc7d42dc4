/**
 * Test helpers: the providers the shell gives at runtime (React Query with the shell's
 * defaults, a router), a fake `fetch` answering "METHOD url" routes, and the shown toast.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { JobDetail, JobListItem } from 'contracts';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useToastStore } from 'shared-ui';

/** A QueryClient configured like the shell's (spec §7: no retries, never stale by default). */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

interface ProviderOptions extends RenderOptions {
  /** The URL to start at. */
  route?: string;
  /** The route pattern the page is mounted at, so `useParams` works (`/careers/:slug`). */
  path?: string;
  queryClient?: QueryClient;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, queryClient = testQueryClient(), ...options }: ProviderOptions = {},
) {
  useToastStore.setState({ toasts: [] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>Left for another page</p>} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </QueryClientProvider>,
    options,
  );
  return { queryClient, ...result };
}

/** The toast the shell's Toaster shows now (spec §8: at most one). */
export function shownToast() {
  const [toast] = useToastStore.getState().toasts;
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
}

type FakeRoute = FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>);

/** Replaces global fetch with answers per "METHOD url"; any other request fails like a network error. */
export function mockFetch(routes: Record<string, FakeRoute>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!route) throw new TypeError('Failed to fetch');
    const { status = 200, body } = typeof route === 'function' ? await route(init) : route;
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function listItem(job: JobDetail): JobListItem {
  const { id, slug, title, department, location, type, description, posted_date } = job;
  return { id, slug, title, department, location, type, description, posted_date };
}

/** A job as GET /api/careers/{slug} answers it; fields overridable per test. */
export function makeJob(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 'REQ-1',
    slug: 'senior-cybersecurity-analyst',
    title: 'Senior Cybersecurity Analyst',
    department: 'Security',
    location: 'Chicago, IL',
    type: 'Full-time',
    description: 'Lead threat detection and incident response for government clients.',
    posted_date: '2026-11-10',
    closing_date: '2027-01-31',
    responsibilities: ['Investigate alerts'],
    requirements: ['5+ years in security operations'],
    benefits: ['Training budget'],
    pay: { min: 135_000, max: 165_000, currency: 'USD', period: 'year' },
    accepting_applications: true,
    ...overrides,
  };
}

/** The open jobs of the tests: two departments, three locations. */
export const JOBS: JobListItem[] = [
  listItem(makeJob()),
  listItem(
    makeJob({
      id: 'REQ-2',
      slug: 'penetration-tester',
      title: 'Penetration Tester',
      location: 'Doha, Qatar',
      description: 'Plan and run authorised attacks against web applications.',
      posted_date: '2026-10-28',
    }),
  ),
  listItem(
    makeJob({
      id: 'REQ-3',
      slug: 'machine-learning-engineer',
      title: 'Machine Learning Engineer',
      department: 'Engineering',
      location: 'Abu Dhabi, UAE',
      description: 'Build language models for Arabic and English public services.',
      posted_date: '2026-11-01',
    }),
  ),
];

/** A promise settled from the test, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
