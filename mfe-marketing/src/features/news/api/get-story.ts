import { type StoryDetail, storyDetailSchema } from 'contracts';
import type { PrefetchResult } from 'contracts/federation';
import type { Locale } from 'contracts/locale-constants';
import { STORY_SLUG_PATTERN } from 'contracts/stories-constants';
import { HttpError, request } from 'shared-ui';
import { type QueryClient, queryOptions, useQuery } from 'shared-ui/query';

/** GET /api/stories/{slug}?lang=: one story in the page's language; a story that is not shown is `null`, data the server's cache carries. */
export async function getStory(slug: string, locale: Locale, apiBase = ''): Promise<StoryDetail | null> {
  if (!STORY_SLUG_PATTERN.test(slug)) return null; // the API answers 404 for these too
  try {
    return storyDetailSchema.parse(await request<unknown>(`${apiBase}/api/stories/${slug}?lang=${locale}`));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** Never stale on a page (the server read it), never retried: a failed read is the server's 503. */
export const storyQueryOptions = (slug: string, locale: Locale, apiBase = '') =>
  queryOptions({
    queryKey: ['stories', slug, locale],
    queryFn: () => getStory(slug, locale, apiBase),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });

export const useStory = (slug: string, locale: Locale) => useQuery(storyQueryOptions(slug, locale));

/** Fills the cache with the story a page shows: 404 when it is not shown, 503 when the API cannot be read. */
export async function prefetchStory(
  queryClient: QueryClient,
  slug: string,
  locale: Locale,
  apiBase: string,
): Promise<PrefetchResult | undefined> {
  try {
    return (await queryClient.fetchQuery(storyQueryOptions(slug, locale, apiBase))) ? undefined : { status: 404 };
  } catch (error) {
    console.error(`The story ${slug} could not be read for its page`, error);
    return { status: 503 };
  }
}
