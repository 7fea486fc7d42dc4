import type { JobDetail } from 'contracts';
import { useState } from 'react';
import { ButtonLink, brand, Card, Container, Link, LocalDate, PageHero, PageMeta } from 'shared-ui';
import type { ApplyPageProps } from 'shared-ui/federation';
import { JobFacts } from '../../../components/job-card/job-facts';
import { FactList, PageColumns } from '../../../components/layout/layout';
import { useJob } from '../../../lib/api/get-job';
import { CAREERS_PATH, jobPath } from '../../../lib/careers-paths';
import styles from './application-form.module.css';
import { SuccessView } from './success-view';

const APPLICATION_TIPS = [
  'Tailor your cover letter to this role and to our work with governments and enterprises.',
  'Highlight the skills and projects most relevant to the position.',
  'Proofread your application before you send it.',
  'Make sure your resume is up to date.',
  'Include your certifications (for example CISSP, OSCP or cloud certifications).',
] as const;

/** /apply/{jobId} (spec §2 Apply): the jobId is the job's slug. */
export function ApplyJobPage({ jobId, ApplicationForm }: { jobId: string } & ApplyPageProps) {
  const { data: job, isPending } = useJob(jobId);
  if (isPending) {
    return (
      <Container className={styles.pageMessage}>
        <p role="status" className={styles.loading}>
          Loading job details...
        </p>
      </Container>
    );
  }
  // spec §8: a failed load and a missing job both show the 'Job not found' alert.
  if (!job) return <JobNotFoundAlert />;
  return <ApplyView job={job} ApplicationForm={ApplicationForm} />;
}

function JobNotFoundAlert() {
  return (
    <Container className={styles.pageMessage}>
      <PageMeta title="Job not found" description="We couldn't find the job you're looking for." noIndex />
      <div role="alert" className={styles.notFound}>
        <h1 className={styles.notFoundTitle}>Job not found</h1>
        <p>We couldn't find the job you're looking for. Please check the URL and try again.</p>
      </div>
      <ButtonLink to={CAREERS_PATH}>Back to Careers</ButtonLink>
    </Container>
  );
}

function ApplyView({ job, ApplicationForm }: { job: JobDetail } & ApplyPageProps) {
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <PageMeta
        title={`Apply for ${job.title} | ${brand.name} Careers`}
        description={`Apply for the ${job.title} position (${job.location}) at ${brand.name}.`}
        noIndex
      />
      <PageHero
        eyebrow={
          <Link to={jobPath(job.slug)} className={styles.backLink}>
            <span aria-hidden="true">←</span> Back to the position
          </Link>
        }
        title={job.title}
      >
        <JobFacts job={job} onDark />
      </PageHero>
      <PageColumns>
        <Card className={styles.formCard}>
          {submitted ? (
            <SuccessView jobTitle={job.title} />
          ) : job.accepting_applications ? (
            <>
              <h2 className={styles.cardHeading}>Application Form</h2>
              <ApplicationForm job={job} onSubmitted={() => setSubmitted(true)} />
            </>
          ) : (
            <ApplicationsClosed />
          )}
        </Card>
        <aside className={styles.sidebar} aria-label="About this position">
          <Card>
            <h2 className={styles.cardHeading}>Job Overview</h2>
            <FactList
              facts={[
                { term: 'Department', value: job.department },
                { term: 'Location', value: job.location },
                { term: 'Employment Type', value: job.type },
                { term: 'Posted on', value: <LocalDate date={job.posted_date} /> },
              ]}
            />
          </Card>
          <Card>
            <h2 className={styles.cardHeading}>Application Tips</h2>
            <ul className={styles.tips}>
              {APPLICATION_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Card>
        </aside>
      </PageColumns>
    </>
  );
}

/** Past its closing date the API refuses applications (410); the page says so instead of the form. */
function ApplicationsClosed() {
  return (
    <div className={styles.closed}>
      <h2 className={styles.cardHeading}>Applications are closed</h2>
      <p>This position is no longer accepting applications. Have a look at the positions that are open now.</p>
      <ButtonLink to={CAREERS_PATH}>View Open Positions</ButtonLink>
    </div>
  );
}
