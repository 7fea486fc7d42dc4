import type { PagePrefetch } from 'contracts/federation';
import { useParams } from 'react-router-dom';
import { ApplyJobPage } from '../features/application-form/components/apply-page';
import { prefetchJob } from '../lib/api/get-job';

/** ./ApplyPage at /apply/:jobId (spec §2 Apply). */
export default function ApplyPage() {
  const { jobId = '' } = useParams();
  return <ApplyJobPage jobId={jobId} />;
}

/** The job decides the status: 404 unknown, 503 when the API cannot be reached. */
export const prefetch: PagePrefetch = (queryClient, { params, apiBase }) => prefetchJob(queryClient, params.jobId ?? '', apiBase);
