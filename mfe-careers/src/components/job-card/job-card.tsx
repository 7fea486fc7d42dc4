import type { JobListItem } from 'contracts';
import { attributionQuery } from 'contracts/application-source';
import { Card, CardLink, LocalDate, Skeleton, useSearchParams } from 'shared-ui';
import { jobPath } from '../../lib/careers-paths';
import { useJobTextLanguage } from '../../lib/job-text';
import { messageWith } from '../../lib/message-with';
import { careersMessages } from '../../messages';
import styles from './job-card.module.css';
import { JobFacts } from './job-facts';

interface JobCardProps {
  job: JobListItem;
  /** The level of the title's heading within the page. */
  headingLevel: 2 | 3;
  /** The list shows description and posted date; similar positions only title and facts. */
  detailed?: boolean;
}

/** One job of a list: its title links to /careers/{slug}, and the whole card is the link's target area. */
export function JobCard({ job, headingLevel, detailed = false }: JobCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = careersMessages.useT();
  const jobText = useJobTextLanguage();
  // A campaign's utm_* parameters go on to the job page, and from there to its apply link.
  const [search] = useSearchParams();
  return (
    <Card className={styles.card}>
      <Heading className={styles.title} {...jobText}>
        <CardLink to={`${jobPath(job.slug)}${attributionQuery(search)}`}>{job.title}</CardLink>
      </Heading>
      <JobFacts job={job} />
      {detailed && (
        <>
          <p className={styles.description} {...jobText}>
            {job.description}
          </p>
          <p className={styles.posted}>{messageWith(t, 'job.posted', { date: <LocalDate date={job.posted_date} /> })}</p>
        </>
      )}
    </Card>
  );
}

/** Placeholder rows while jobs load (5 in the list, 3 for similar positions). */
export function JobCardSkeletons({ count, label, detailed = false }: { count: number; label: string; detailed?: boolean }) {
  return (
    <div role="status" className={styles.skeletons}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Card key={index} className={styles.card} data-testid="job-skeleton" aria-hidden="true">
          <Skeleton height="1.5rem" width="60%" />
          <Skeleton height="1rem" width="45%" />
          {detailed && <Skeleton height="3rem" />}
        </Card>
      ))}
    </div>
  );
}
