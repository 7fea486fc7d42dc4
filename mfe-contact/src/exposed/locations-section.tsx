import { loadTexts } from 'shared-ui';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { locationsQueryOptions } from '../features/office-list/api/get-locations';
import { OfficeLocations } from '../features/office-list/components/office-locations';
import { officeTexts } from '../features/office-list/office-in-language';
import { contactMessages } from '../messages';

/** ./LocationsSection: the home page's '#locations' section, placed by the shell in its slot. */
export default function LocationsSection() {
  return <OfficeLocations />;
}

/** The offices are read on the server too; without them the section shows its Retry, so no 503. */
export const prefetch: PagePrefetch = async (queryClient, { apiBase }) => {
  await queryClient.prefetchQuery(locationsQueryOptions(apiBase));
  return undefined;
};

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [contactMessages, officeTexts]);
