import type { JobListItem } from 'contracts';
import { useJobLabel } from '../../lib/job-text';
import { careersMessages } from '../../messages';
import { Icon } from '../icon';
import styles from './job-card.module.css';

/** Department, location and employment type of a job, each with its icon. */
export function JobFacts({
  job,
  onDark = false,
}: {
  job: Pick<JobListItem, 'department' | 'location' | 'type'>;
  onDark?: boolean;
}) {
  const t = careersMessages.useT();
  const label = useJobLabel();
  return (
    <ul className={onDark ? `${styles.facts} ${styles.factsOnDark}` : styles.facts} aria-label={t('job.facts')}>
      {(['department', 'location', 'type'] as const).map((field) => (
        <li key={field} className={styles.fact}>
          <Icon name={field} className={styles.factIcon} />
          {label(field, job[field])}
        </li>
      ))}
    </ul>
  );
}
