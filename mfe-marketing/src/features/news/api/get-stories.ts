import { type StoryCategory, type StoryList, storyListSchema } from 'contracts';
import type { PrefetchResult } from 'contracts/federation';
import type { Locale } from 'contracts/languages';
import { STORY_CATEGORIES } from 'contracts/story-rules';
import { request } from 'shared-ui';
import { type QueryClient, queryOptions, useQuery } from 'shared-ui/query';

/** What /news shows, from its address: `?category=` (one of the categories, else all) and `?page=` (1 when missing or not a page number). */
export interface StoryListAddress {
  category?: StoryCategory;
  page: number;
}

export function storyListAddress(searchParams: URLSearchParams): StoryListAddress {
  const category = STORY_CATEGORIES.find((known) => known === searchParams.get('category'));
  const page = Number(searchParams.get('page') ?? '1');
  return { category, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** GET /api/stories: a page of the published stories in the page's language. */
export async function getStories({ category, page }: StoryListAddress, locale: Locale, apiBase = ''): Promise<StoryList> {
  const query = new URLSearchParams({ lang: locale, page: String(page), ...(category && { category }) });
  return storyListSchema.parse(await request<unknown>(`${apiBase}/api/stories?${query}`));
}

export const storiesQueryOptions = (address: StoryListAddress, locale: Locale, apiBase = '') =>
  queryOptions({
    queryKey: ['stories', locale, address.category ?? 'all', address.page],
    queryFn: () => getStories(address, locale, apiBase),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });

export const useStories = (address: StoryListAddress, locale: Locale) => useQuery(storiesQueryOptions(address, locale));

/** 404 for a page past the last one, 503 when the API cannot be read. */
export async function prefetchStories(
  queryClient: QueryClient,
  address: StoryListAddress,
  locale: Locale,
  apiBase: string,
): Promise<PrefetchResult | undefined> {
  try {
    const list = await queryClient.fetchQuery(storiesQueryOptions(address, locale, apiBase));
    return list.items.length === 0 && address.page > 1 ? { status: 404 } : undefined;
  } catch (error) {
    console.error('The stories could not be read for /news', error);
    return { status: 503 };
  }
}
