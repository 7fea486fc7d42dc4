import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { newsText } from '../features/news/news-text';
import { marketingMessages } from '../messages';

/** ./NewsPage at /news, with its newsletter box from the shell (`./NewsletterBox`). */
export { NewsPage as default } from '../features/news/news-page';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, newsText]);
