import { loadTexts } from 'shared-ui';
import type { JobPreviewProps, LoadLocale } from 'shared-ui/federation';
import { JobContent } from '../features/job-detail/components/job-detail-page';
import { jobContent } from '../features/job-detail/job-content.localized';
import { jobMessages } from '../features/job-detail/messages';
import { careersMessages } from '../messages';

/**
 * ./JobPreview: a job as its public page shows it, for the staff console's job editor, which
 * renders it beside the form as the recruiter types (careers keeps owning how a job looks).
 */
export default function JobPreview({ job }: JobPreviewProps) {
  return <JobContent job={job} preview />;
}

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [careersMessages, jobMessages, jobContent]);
