import { loadTexts } from 'shared-ui';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { isNewsletterAction } from '../features/newsletter/components/newsletter-page';
import { marketingMessages } from '../messages';

/** ./NewsletterPage at /newsletter/:action, with its button from the shell (`./NewsletterButton`). */
export { NewsletterPage as default } from '../features/newsletter/components/newsletter-page';

/** Nothing to fetch: the button checks the token. An action other than confirm or unsubscribe is a 404. */
export const prefetch: PagePrefetch = async (_queryClient, { params }) =>
  isNewsletterAction(params.action) ? undefined : { status: 404 };

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages]);
