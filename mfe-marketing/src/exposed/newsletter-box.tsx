import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { marketingMessages } from '../messages';

/**
 * ./NewsletterBox: /news's e-mail box, which the shell hands `./NewsPage` (`NewsPageProps`):
 * rendered by the server with the page, and the one part of it the browser hydrates.
 */
export { NewsletterBox as default } from '../features/news/components/newsletter-box';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages]);
