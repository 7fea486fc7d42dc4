import { loadTexts } from 'shared-ui';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { prefetchPublishedStories } from '../features/sitemap/api/get-published-stories';
import { marketingMessages } from '../messages';

/** ./SitemapPage at /sitemap: the site's links, and every published story read from the API on the server. */
export { SitemapPage as default } from '../features/sitemap/sitemap-page';

export const prefetch: PagePrefetch = (queryClient, { apiBase, locale }) =>
  prefetchPublishedStories(queryClient, locale ?? 'en', apiBase);

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages]);
