import { render, screen } from '@testing-library/react';
import { QueryClient, queryOptions, useQuery } from 'shared-ui/query';
import { dehydrate } from 'shared-ui/query-server';
import { createQueryClient, withQueryClient } from '../page-queries';
import {
  labelledForErrors,
  moduleOfComponentStack,
  type PageLoader,
  type ProvideQueries,
  RETRY_MAX_MS,
  retryingLoader,
  withPageQueries,
} from './load-remote-page';
import { UnreachableParts } from './unreachable-parts';

const greeting = queryOptions({ queryKey: ['greeting'], queryFn: async () => 'fetched in the browser' });

function QueryingPage() {
  const { data } = useQuery(greeting);
  return <h1>{data ?? 'Loading'}</h1>;
}

const load: PageLoader = async () => ({ default: QueryingPage as never });

/** The page's query client as the browser makes it, from the state the server sent. */
function provideQueries(): jest.MockedFunction<ProvideQueries> {
  const server = new QueryClient();
  server.setQueryData(greeting.queryKey, 'from the server');
  const client = createQueryClient(dehydrate(server));
  return jest.fn<ReturnType<ProvideQueries>, []>(async () => (Page) => withQueryClient(client, Page));
}

test("a module of a remote that queries renders under the page's query client, filled with what the server fetched", async () => {
  const queries = provideQueries();
  const module = await withPageQueries(load, queries)({ remote: 'mfe_careers', expose: './CareersPage' });
  render(<module.default />);
  expect(screen.getByRole('heading', { name: 'from the server' })).toBeInTheDocument();
  expect(queries).toHaveBeenCalledTimes(1);
});

test('a module of a remote that does not query is loaded as it is: React Query is not loaded for it', async () => {
  const queries = provideQueries();
  const module = { default: () => <h1>Culture</h1> };
  const loaded = await withPageQueries(async () => module, queries)({ remote: 'mfe_marketing', expose: './CulturePage' });
  expect(loaded).toBe(module);
  expect(queries).not.toHaveBeenCalled();
});

test("marketing's news pages get the page's query client; its newsletter islands do not load React Query", async () => {
  const queries = provideQueries();
  const news = await withPageQueries(load, queries)({ remote: 'mfe_marketing', expose: './NewsPage' });
  render(<news.default />);
  expect(screen.getByRole('heading', { name: 'from the server' })).toBeInTheDocument();
  const box = { default: () => <form aria-label="Newsletter" /> };
  for (const expose of ['./NewsletterBox', './NewsletterButton'] as const) {
    expect(await withPageQueries(async () => box, queries)({ remote: 'mfe_marketing', expose })).toBe(box);
  }
  expect(queries).toHaveBeenCalledTimes(1);
});

test("a module's component is named after it in React's component stacks, and found there again", () => {
  const module = labelledForErrors({ remote: 'mfe_careers', expose: './JobPage' }, { default: () => <h1>Job</h1> });
  render(<module.default />);
  expect(screen.getByRole('heading', { name: 'Job' })).toBeInTheDocument();
  expect(module.default.displayName).toBe('RemoteModule[mfe_careers/JobPage]');
  const stack =
    '\n    at JobHeader (x.js:1:2)\n    at RemoteModule[mfe_careers/JobPage] (y.js:3:4)\n    at RemoteModule[mfe_marketing/HomePage]';
  expect(moduleOfComponentStack(stack)).toBe('mfe_careers/JobPage');
  expect(moduleOfComponentStack('\n    at Header (x.js:1:2)')).toBeUndefined();
  expect(moduleOfComponentStack(undefined)).toBeUndefined();
});

test('a module the browser could not load is tried again, each wait longer, until it loads; any other failure is thrown', async () => {
  jest.useFakeTimers();
  try {
    let tries = 0;
    const flaky: PageLoader = async () => {
      tries += 1;
      if (tries < 7) throw new Error('origin down');
      return { default: () => null };
    };
    const unreachable = new UnreachableParts();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    unreachable.add('mfe_careers/CareersPage', new Error('origin down'));
    logged.mockRestore();
    const loaded = retryingLoader(flaky, unreachable)({ remote: 'mfe_careers', expose: './CareersPage' });
    for (const wait of [1000, 2000, 4000, 8000, 16_000, RETRY_MAX_MS]) await jest.advanceTimersByTimeAsync(wait);
    await expect(loaded).resolves.toHaveProperty('default');
    expect(tries).toBe(7);
    expect(unreachable.has('mfe_careers/CareersPage')).toBe(false);
    await expect(retryingLoader(flaky, unreachable)({ remote: 'mfe_marketing', expose: './CulturePage' })).resolves.toBeDefined();
    await expect(
      retryingLoader(
        async () => Promise.reject(new Error('down')),
        unreachable,
      )({ remote: 'mfe_marketing', expose: './CulturePage' }),
    ).rejects.toThrow('down');
  } finally {
    jest.useRealTimers();
  }
});
