import { loadTexts } from 'shared-ui';
import type { CareersPageProps, LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { CareersOverview } from '../features/careers-overview/components/careers-overview';
import { careersPageMessages } from '../features/careers-overview/messages';
import { jobsQueryOptions } from '../lib/api/get-jobs';
import { careersMessages } from '../messages';

/** ./CareersPage at /careers, with its tabs from the shell (`./CareersTabs`). */
export default function CareersPage({ CareersTabs }: CareersPageProps) {
  return <CareersOverview tabs={<CareersTabs />} />;
}

/** The server renders the list, filtered by the URL. Without the API the page still renders, saying the list failed. */
export const prefetch: PagePrefetch = async (queryClient, { apiBase }) => {
  await queryClient.prefetchQuery(jobsQueryOptions(apiBase));
  return undefined;
};

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [careersMessages, careersPageMessages]);
