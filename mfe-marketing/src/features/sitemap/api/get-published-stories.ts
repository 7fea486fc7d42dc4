import { type StorySummary, storyListSchema } from 'contracts';
import type { Locale } from 'contracts/languages';
import { request } from 'shared-ui';
import { type QueryClient, queryOptions, useQuery } from 'shared-ui/query';

/** Every published story in the page's language: the first page of GET /api/stories says how many pages follow, read together. */
export async function getPublishedStories(locale: Locale, apiBase = ''): Promise<StorySummary[]> {
  const page = async (number: number) =>
    storyListSchema.parse(await request<unknown>(`${apiBase}/api/stories?lang=${locale}&page=${number}`));
  const first = await page(1);
  const pages = Math.ceil(first.total / first.pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((list) => list.items);
}

/** Read once on the server, never stale, never retried. */
export const publishedStoriesQueryOptions = (locale: Locale, apiBase = '') =>
  queryOptions({
    queryKey: ['sitemap-stories', locale],
    queryFn: () => getPublishedStories(locale, apiBase),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });

export const usePublishedStories = (locale: Locale) => useQuery(publishedStoriesQueryOptions(locale));

/** Fills the cache; an API that cannot be read leaves the page without its stories, not without its other links. */
export async function prefetchPublishedStories(queryClient: QueryClient, locale: Locale, apiBase: string): Promise<undefined> {
  try {
    await queryClient.fetchQuery(publishedStoriesQueryOptions(locale, apiBase));
  } catch (error) {
    console.error('The stories could not be read for the sitemap page', error);
  }
  return undefined;
}
