import type { JobDetail } from 'contracts';
import { useId } from 'react';
import {
  ButtonLink,
  brand,
  buttonClassName,
  Card,
  Container,
  Link,
  LocalDate,
  NotFoundScreen,
  PageHero,
  PageMeta,
  Skeleton,
  StickyAside,
} from 'shared-ui';
import { JobFacts } from '../../../components/job-card/job-facts';
import { FactList, PageColumns } from '../../../components/layout/layout';
import { useJob } from '../../../lib/api/get-job';
import { applyPath, CAREERS_PATH } from '../../../lib/careers-paths';
import { breadcrumbLd, jobPostingLd } from '../job-posting';
import { formatPayRange } from '../pay-range';
import styles from './job-detail.module.css';
import { SharePosition } from './share-position';
import { SimilarPositions } from './similar-positions';

/** /careers/{slug} (spec §2 Job detail): skeleton, 'Job Not Found', or the job. */
export function JobDetailPage({ slug }: { slug: string }) {
  const { data: job, isPending } = useJob(slug);
  if (isPending) return <JobDetailSkeleton />;
  // spec §8: a failed load and a missing job both show 'Job Not Found'.
  if (!job) return <JobNotFound />;
  return <JobDetailView job={job} />;
}

function JobNotFound() {
  return (
    <>
      <PageMeta
        title="Job Not Found"
        description="The job listing you're looking for doesn't exist or has been removed."
        noIndex
      />
      <NotFoundScreen
        title="Job Not Found"
        text="The job listing you're looking for doesn't exist or has been removed."
        linkTo={CAREERS_PATH}
        linkLabel="Back to Careers"
      />
    </>
  );
}

function JobDetailView({ job }: { job: JobDetail }) {
  const isOpen = job.accepting_applications;
  return (
    <>
      <PageMeta
        title={`${job.title} – ${job.location} | ${brand.name} Careers`}
        description={job.description}
        structuredData={isOpen ? [jobPostingLd(job), breadcrumbLd(job)] : [breadcrumbLd(job)]}
      />
      <Container>
        <Breadcrumbs title={job.title} />
      </Container>
      <JobContent job={job} />
      <SimilarPositions job={job} />
    </>
  );
}

/**
 * The job as visitors read it: the hero, the role and the apply card beside it. `preview` is
 * the staff job editor's live preview (./JobPreview): the same content, with nothing that
 * leads anywhere (no way back, no apply link, no sharing) and no landmark of its own.
 */
export function JobContent({ job, preview = false }: { job: JobDetail; preview?: boolean }) {
  return (
    <>
      <PageHero
        eyebrow={
          preview ? undefined : (
            <Link to={CAREERS_PATH} className={styles.backLink}>
              <span aria-hidden="true">←</span> Back to Careers
            </Link>
          )
        }
        title={job.title}
      >
        <div className={styles.heroFacts}>
          <JobFacts job={job} onDark />
          <p className={styles.heroDates}>
            <span>
              Posted <LocalDate date={job.posted_date} />
            </span>
            {job.closing_date && (
              <span>
                Closing date <LocalDate date={job.closing_date} />
              </span>
            )}
          </p>
        </div>
      </PageHero>

      <PageColumns>
        <div className={styles.body}>
          <section aria-labelledby="job-description-heading">
            <h2 id="job-description-heading" className={styles.sectionHeading}>
              About the Role
            </h2>
            <p className={styles.lead}>{job.description}</p>
          </section>
          <JobList title="Key Responsibilities" items={job.responsibilities} />
          <JobList title="Requirements & Qualifications" items={job.requirements} />
          <JobList title="Benefits & Perks" items={job.benefits} />
          <section className={styles.about} aria-labelledby="about-company-heading">
            <h2 id="about-company-heading" className={styles.sectionHeading}>
              About {brand.name}
            </h2>
            <p>
              Founded in {brand.foundedYear} and headquartered in {brand.headquarters.city}, {brand.name} helps governments and
              enterprises deliver secure digital services: e-government platforms, encryption, cybersecurity and AI solutions. Our
              teams in Chicago and the Middle East work side by side with clients in more than 20 countries.
            </p>
          </section>
        </div>
        <StickyAside
          besideFrom="60rem"
          as={preview ? 'div' : 'aside'}
          className={styles.sidebar}
          aria-labelledby={preview ? undefined : 'apply-card-heading'}
        >
          <ApplyCard job={job} preview={preview} />
        </StickyAside>
      </PageColumns>
    </>
  );
}

function Breadcrumbs({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        <li className={styles.crumb}>
          <Link to="/">Home</Link>
        </li>
        <li className={styles.crumb}>
          <Link to={CAREERS_PATH}>Careers</Link>
        </li>
        <li className={styles.crumb}>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}

function JobList({ title, items }: { title: string; items: readonly string[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      <ul className={styles.checkList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** spec §2: the sidebar card 'Apply for this position'. */
function ApplyCard({ job, preview }: { job: JobDetail; preview: boolean }) {
  return (
    <Card className={styles.applyCard}>
      <h2 id="apply-card-heading" className={styles.cardHeading}>
        Apply for this position
      </h2>
      <FactList
        facts={[
          { term: 'Posted', value: <LocalDate date={job.posted_date} /> },
          { term: 'Location', value: job.location },
          { term: 'Employment Type', value: job.type },
          job.closing_date !== undefined && { term: 'Application Deadline', value: <LocalDate date={job.closing_date} /> },
          job.pay !== undefined && { term: 'Pay Range', value: formatPayRange(job.pay) },
        ]}
      />
      {job.accepting_applications && preview && (
        // What visitors will see, leading nowhere: the apply page does not exist before publication.
        <span className={buttonClassName('primary', styles.fullWidth)}>Apply Now</span>
      )}
      {job.accepting_applications && !preview && (
        <ButtonLink to={applyPath(job.slug)} className={styles.fullWidth}>
          Apply Now
        </ButtonLink>
      )}
      {!job.accepting_applications && (
        <div className={styles.closedNotice}>
          <p className={styles.closedTitle}>Applications are closed</p>
          <p>
            This position is no longer accepting applications.{' '}
            {preview ? 'See our open positions.' : <Link to={CAREERS_PATH}>See our open positions</Link>}
            {!preview && '.'}
          </p>
        </div>
      )}
      {!preview && <SharePosition title={job.title} />}
    </Card>
  );
}

function JobDetailSkeleton() {
  return (
    <div role="status" className={styles.skeletonPage}>
      <span className="visually-hidden">Loading job details</span>
      <div className={styles.skeletonHero} aria-hidden="true">
        <Container className={styles.skeletonStack}>
          <Skeleton height="1rem" width="10rem" />
          <Skeleton height="2.5rem" width="min(32rem, 90%)" />
          <Skeleton height="1rem" width="min(24rem, 70%)" />
        </Container>
      </div>
      <PageColumns>
        <div className={styles.skeletonStack}>
          <Skeleton height="1.75rem" width="12rem" />
          <Skeleton height="5rem" />
          <Skeleton height="1.75rem" width="14rem" />
          <Skeleton height="8rem" />
        </div>
        <Skeleton height="18rem" />
      </PageColumns>
    </div>
  );
}
