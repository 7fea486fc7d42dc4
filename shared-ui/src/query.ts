/**
 * React Query, as much of it as the site uses. This module, not `@tanstack/react-query`, is the
 * federation shared singleton (contracts/federation): a shared module is never tree-shaken, so
 * sharing the package would ship all of it, and sharing this list ships only these names (10.6 KB
 * gzip against 13.4). The shell, the remotes and their tests import React Query from here only
 * (biome.json forbids the package elsewhere), so a name missing here fails the typecheck. What
 * only the server's render uses is in `shared-ui/query-server` instead.
 */
export {
  type DehydratedState,
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
