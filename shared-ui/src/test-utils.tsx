/**
 * Test helpers of every remote (`shared-ui/test-utils`): the providers the shell gives at
 * runtime (React Query with the shell's defaults, a router), a fake `fetch` answering
 * "METHOD url" routes, the toast the shell's Toaster shows, and a promise settled from the test.
 */

import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type PageStructuredData, StructuredDataCollector, structuredDataScripts } from './components/page-meta/page-meta';
import { QueryClient, QueryClientProvider } from './query';
import { type Toast, useToastStore } from './toast-store';

/** A QueryClient configured like the shell's (no retries, never stale by default). */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export interface ProviderOptions extends RenderOptions {
  /** The URL to start at. */
  route?: string;
  /** The route pattern the page is mounted at, so `useParams` works (`/careers/:slug`); any other path shows 'Left for <path>'. */
  path?: string;
  queryClient?: QueryClient;
}

let lastLocation: Location | undefined;

function TrackLocation() {
  lastLocation = useLocation();
  return null;
}

function LeftFor() {
  const { pathname } = useLocation();
  return <p>Left for {pathname}</p>;
}

/** Where the router is now: what a page wrote into the URL, or where it led. */
export function routerLocation(): Location {
  if (!lastLocation) throw new Error('Nothing was rendered with renderWithProviders');
  return lastLocation;
}

/** Writes the rendered page's JSON-LD into the head, as the shell's server does (StructuredDataCollector). */
function structuredDataIntoHead() {
  const collected = new Map<string, PageStructuredData>();
  const write = () => {
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
    document.head.insertAdjacentHTML('beforeend', [...collected.values()].map(structuredDataScripts).join(''));
  };
  write();
  return (id: string, data: PageStructuredData) => {
    collected.set(id, data);
    write();
  };
}

/** Renders `ui` inside the shell's providers at `route`, with no toast shown yet; its JSON-LD goes into the head. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, queryClient = testQueryClient(), ...options }: ProviderOptions = {},
) {
  useToastStore.setState({ toasts: [] });
  const result = render(
    <StructuredDataCollector.Provider value={structuredDataIntoHead()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <TrackLocation />
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<LeftFor />} />
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </StructuredDataCollector.Provider>,
    options,
  );
  return { queryClient, ...result };
}

/** The toast the shell's Toaster shows now (at most one at once). */
export function shownToast(): Pick<Toast, 'title' | 'description' | 'variant'> | undefined {
  const [toast] = useToastStore.getState().toasts;
  if (!toast) return undefined;
  const { title, description, variant } = toast;
  return { title, description, variant };
}

export interface FakeAnswer {
  status?: number;
  statusText?: string;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
}

type FakeRoute = FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>);

/** Replaces global fetch with answers per "METHOD url"; any other request fails like a network error. */
export function mockFetch(routes: Record<string, FakeRoute>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new TypeError(`Failed to fetch (no fake answer for ${key})`);
    const { status = 200, statusText = '', body } = typeof route === 'function' ? await route(init) : route;
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText, text: async () => text } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON body a fake fetch was sent. */
export const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** A promise settled from the test, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
