import { loadTexts, useParams } from 'shared-ui';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { prefetchStory } from '../features/news/api/get-story';
import { StoryPage as Story } from '../features/news/components/story-page';
import { newsText } from '../features/news/news-text';
import { marketingMessages } from '../messages';

/** ./StoryPage at /news/:slug: one story, read from the API on the server. */
export default function StoryPage() {
  const { slug = '' } = useParams();
  return <Story slug={slug} />;
}

/** The story decides the status: 404 when it is not shown, 503 when the API cannot be read. */
export const prefetch: PagePrefetch = (queryClient, { params, apiBase, locale }) =>
  prefetchStory(queryClient, params.slug ?? '', locale ?? 'en', apiBase);

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, newsText]);
