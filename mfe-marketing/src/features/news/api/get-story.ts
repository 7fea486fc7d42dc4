import { type StoryDetail, storyDetailSchema } from 'contracts';
import type { PrefetchResult } from 'contracts/federation';
import type { Locale } from 'contracts/languages';
import { STORY_SLUG_PATTERN } from 'contracts/story-rules';
import { HttpError, request } from 'shared-ui';
import { type QueryClient, queryOptions, useQuery } from 'shared-ui/query';

/** A story that was published and has been archived (the API's 410): its page says so. */
export const ARCHIVED_STORY = 'archived';

/**
 * What a story's page shows: the story, `ARCHIVED_STORY`, or `null` for a story that is not
 * shown: data the server's cache carries to the browser.
 */
export type StoryLookup = StoryDetail | typeof ARCHIVED_STORY | null;

/** GET /api/stories/{slug}?lang=: one story in the page's language. */
export async function getStory(slug: string, locale: Locale, apiBase = ''): Promise<StoryLookup> {
  if (!STORY_SLUG_PATTERN.test(slug)) return null; // the API answers 404 for these too
  try {
    return storyDetailSchema.parse(await request<unknown>(`${apiBase}/api/stories/${slug}?lang=${locale}`));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    if (error instanceof HttpError && error.status === 410) return ARCHIVED_STORY;
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

/** Fills the cache with the story a page shows: 404 when it is not shown, 410 when archived, 503 when the API cannot be read. */
export async function prefetchStory(
  queryClient: QueryClient,
  slug: string,
  locale: Locale,
  apiBase: string,
): Promise<PrefetchResult | undefined> {
  try {
    const story = await queryClient.fetchQuery(storyQueryOptions(slug, locale, apiBase));
    if (story === ARCHIVED_STORY) return { status: 410 };
    return story ? undefined : { status: 404 };
  } catch (error) {
    console.error(`The story ${slug} could not be read for its page`, error);
    return { status: 503 };
  }
}
