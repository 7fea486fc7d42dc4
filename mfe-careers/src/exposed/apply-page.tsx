import { loadTexts, useParams } from 'shared-ui';
import type { ApplyPageProps, LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { applyContent } from '../features/apply-page/apply-content.localized';
import { ApplyJobPage } from '../features/apply-page/components/apply-page';
import { applyPageMessages } from '../features/apply-page/messages';
import { jobQueryOptions, prefetchJob } from '../lib/api/get-job';
import { careersMessages } from '../messages';

/** ./ApplyPage at /apply/:jobId, with its form from the shell (`./ApplicationForm`). */
export default function ApplyPage({ ApplicationForm }: ApplyPageProps) {
  const { jobId = '' } = useParams();
  return <ApplyJobPage jobId={jobId} ApplicationForm={ApplicationForm} />;
}

/** The job decides the status: 404 unknown, 410 when it takes no more applications, 503 when the API cannot be reached. */
export const prefetch: PagePrefetch = async (queryClient, { params, apiBase }) => {
  const jobId = params.jobId ?? '';
  const failed = await prefetchJob(queryClient, jobId, apiBase);
  const job = queryClient.getQueryData(jobQueryOptions(jobId, apiBase).queryKey);
  return failed ?? (job?.accepting_applications === false ? { status: 410 } : undefined);
};

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [careersMessages, applyPageMessages, applyContent]);
