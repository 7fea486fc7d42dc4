import type { JobListItem } from 'contracts';
import styles from './job-card.module.css';

const ICONS = {
  department: 'M3 21V7l9-4 9 4v14M9 21v-6h6v6M7 10h2m6 0h2',
  location: 'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  type: 'M12 7v5l3 3m6-3a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
} as const;

/** Department, location and employment type of a job, each with its icon. */
export function JobFacts({
  job,
  onDark = false,
}: {
  job: Pick<JobListItem, 'department' | 'location' | 'type'>;
  onDark?: boolean;
}) {
  return (
    <ul className={onDark ? `${styles.facts} ${styles.factsOnDark}` : styles.facts} aria-label="Position details">
      {(['department', 'location', 'type'] as const).map((field) => (
        <li key={field} className={styles.fact}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.factIcon}>
            <path
              d={ICONS[field]}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {job[field]}
        </li>
      ))}
    </ul>
  );
}
