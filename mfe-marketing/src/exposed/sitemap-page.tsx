import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { marketingMessages } from '../messages';

export { SitemapPage as default } from '../features/sitemap/sitemap-page';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages]);
