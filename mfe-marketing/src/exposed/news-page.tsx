import { loadTexts } from 'shared-ui';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { prefetchStories, storyListAddress } from '../features/news/api/get-stories';
import { newsText } from '../features/news/news-text';
import { marketingMessages } from '../messages';

/** ./NewsPage at /news, with its newsletter box from the shell (`./NewsletterBox`). */
export { NewsPage as default } from '../features/news/news-page';

export const prefetch: PagePrefetch = (queryClient, { searchParams, apiBase, locale }) =>
  prefetchStories(queryClient, storyListAddress(searchParams), locale ?? 'en', apiBase);

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, newsText]);
