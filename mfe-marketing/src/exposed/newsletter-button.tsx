import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { marketingMessages } from '../messages';

/** ./NewsletterButton: the newsletter page's confirm or unsubscribe button, its one island. */
export { NewsletterButton as default } from '../features/newsletter/components/newsletter-button';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages]);
