import { type DehydratedState, hydrate, QueryClient, QueryClientProvider } from 'shared-ui/query';
import type { PageComponent } from './remotes/load-remote-page';

/**
 * The page's query client, filled with what the server fetched. The browser loads this module
 * (and React Query with it) only with the first remote module that queries.
 * No retries, no refetch on focus, data never stale unless a call says otherwise.
 */
export function createQueryClient(state?: DehydratedState): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  if (state) hydrate(client, state);
  return client;
}

/** A remote module's component under the page's query client. */
export function withQueryClient(client: QueryClient, Page: PageComponent): PageComponent {
  return function WithQueryClient(props) {
    return (
      <QueryClientProvider client={client}>
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}
