import { loadTexts } from 'shared-ui';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { careersContent } from '../features/careers-overview/careers-content.localized';
import { CareersOverview } from '../features/careers-overview/components/careers-overview';
import { careersPageMessages } from '../features/careers-overview/messages';
import { JobOpenings } from '../features/job-list/components/job-openings';
import { jobListMessages } from '../features/job-list/messages';
import { jobsQueryOptions } from '../lib/api/get-jobs';
import { careersMessages } from '../messages';

/** ./CareersPage at /careers (spec §2). */
export default function CareersPage() {
  return <CareersOverview openings={<JobOpenings />} />;
}

/** The server renders the list, filtered by the URL. Without the API the page still renders, saying the list failed. */
export const prefetch: PagePrefetch = async (queryClient, { apiBase }) => {
  await queryClient.prefetchQuery(jobsQueryOptions(apiBase));
  return undefined;
};

export const loadLocale: LoadLocale = (locale) =>
  loadTexts(locale, [careersMessages, careersPageMessages, jobListMessages, careersContent]);
