import { dehydrate, QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createQueryClient, withQueryClient } from '../page-queries';
import { type PageLoader, type ProvideQueries, withPageQueries } from './load-remote-page';

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
