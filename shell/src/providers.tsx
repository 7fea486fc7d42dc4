import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type RemoteModules, RemoteModulesContext } from './remotes/remote-page';

/** spec §7: no retries, no refetch on focus, data never stale unless a call says otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

interface AppProvidersProps {
  queryClient: QueryClient;
  remoteModules: RemoteModules;
  /** The router: the browser's, or the server's static one. */
  children: ReactNode;
}

/** What every page runs inside, on the server and in the browser alike. */
export function AppProviders({ queryClient, remoteModules, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteModulesContext.Provider value={remoteModules}>{children}</RemoteModulesContext.Provider>
    </QueryClientProvider>
  );
}
