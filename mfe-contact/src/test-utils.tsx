/**
 * Test helpers: the providers the shell gives at runtime (React Query, router), a fake
 * `fetch` routed by "METHOD /path", and the toast the shell's Toaster would show.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type Toast, useToastStore } from 'shared-ui';

function Providers({ client, route, children }: { client: QueryClient; route: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: RenderOptions & { route?: string } = {}) {
  useToastStore.setState({ toasts: [] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const result = render(
    <Providers client={queryClient} route={route}>
      {ui}
    </Providers>,
    options,
  );
  return { queryClient, ...result };
}

/** The toast the shell's Toaster shows now (spec §8: at most one at once). */
export function shownToast(): Omit<Toast, 'id' | 'durationMs'> | undefined {
  const [toast] = useToastStore.getState().toasts;
  if (!toast) return undefined;
  const { title, description, variant } = toast;
  return { title, description, variant };
}

export interface FakeResponse {
  status?: number;
  statusText?: string;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
}

type Route = FakeResponse | ((init: RequestInit | undefined) => FakeResponse | Promise<FakeResponse>);

/** Replaces global fetch; an unrouted request rejects like a network failure. */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new TypeError(`Failed to fetch (no mock for ${key})`);
    const { status = 200, statusText = '', body } = typeof route === 'function' ? await route(init) : route;
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText, text: async () => text } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A promise settled from the test, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
