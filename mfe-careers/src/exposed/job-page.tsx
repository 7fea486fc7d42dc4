import { loadTexts, useParams } from 'shared-ui';
import type { JobPageProps, LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { JobDetailPage } from '../features/job-detail/components/job-detail-page';
import { jobContent } from '../features/job-detail/job-content.localized';
import { jobMessages } from '../features/job-detail/messages';
import { prefetchJob } from '../lib/api/get-job';
import { jobsQueryOptions } from '../lib/api/get-jobs';
import { careersMessages } from '../messages';

/** ./JobPage at /careers/:slug, the job's page, with its Share action from the shell (`./SharePosition`). */
export default function JobPage({ SharePosition }: JobPageProps) {
  const { slug = '' } = useParams();
  return <JobDetailPage slug={slug} SharePosition={SharePosition} />;
}

/** The job decides the status (404 unknown, 503 API down); the list behind 'Similar Positions' is a bonus. */
export const prefetch: PagePrefetch = async (queryClient, { params, apiBase }) => {
  const [result] = await Promise.all([
    prefetchJob(queryClient, params.slug ?? '', apiBase),
    queryClient.prefetchQuery(jobsQueryOptions(apiBase)),
  ]);
  return result;
};

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [careersMessages, jobMessages, jobContent]);
