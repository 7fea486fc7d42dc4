import { loadTexts } from 'shared-ui';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { isServiceId } from '../features/services/service-rules';
import { serviceCardText, serviceDetailsText } from '../features/services/service-text';
import { marketingMessages } from '../messages';

export { ServicePage as default } from '../features/services/service-page';

/** Nothing to fetch: the content is static. An unknown id is a 404 ('Service Not Found'). */
export const prefetch: PagePrefetch = async (_queryClient, { params }) =>
  isServiceId(params.serviceId) ? undefined : { status: 404 };

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, serviceCardText, serviceDetailsText]);
