import type { JobDetail } from 'contracts';
import { Link, Section } from 'shared-ui';
import { JobCard, JobCardSkeletons } from '../../../components/job-card/job-card';
import { cardGridClassName } from '../../../components/layout/layout';
import { useJobs } from '../../../lib/api/get-jobs';
import { CAREERS_PATH } from '../../../lib/careers-paths';
import { useJobLabel } from '../../../lib/job-text';
import { messageWith } from '../../../lib/message-with';
import { jobMessages } from '../messages';
import { similarPositions } from '../similar-positions';
import styles from './job-detail.module.css';

/** Placeholders while the similar positions load. */
export const SIMILAR_SKELETON_ROWS = 3;

/** 'Similar Positions': open jobs of the same department, from the list call. */
export function SimilarPositions({ job }: { job: JobDetail }) {
  const { data: jobs, isPending, isError } = useJobs();
  const t = jobMessages.useT();
  const label = useJobLabel();
  if (isError) return null; // the job itself is on the page; the extras can go quietly
  const similar = jobs ? similarPositions(jobs, job) : [];

  return (
    <Section id="similar-positions" title={t('similar.heading')} muted>
      {isPending ? (
        <JobCardSkeletons count={SIMILAR_SKELETON_ROWS} label={t('similar.loading')} />
      ) : similar.length > 0 ? (
        <ul className={cardGridClassName}>
          {similar.map((other) => (
            <li key={other.slug}>
              <JobCard job={other} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.noSimilar}>
          {messageWith(
            t,
            'similar.none',
            { link: <Link to={CAREERS_PATH}>{t('similar.all')}</Link> },
            { department: label('department', job.department) },
          )}
        </p>
      )}
    </Section>
  );
}
