import type { JobDetail } from 'contracts';
import { ButtonLink, brand, Card, Container, LocalDate, PageHero, PageMeta, useSharedName } from 'shared-ui';
import type { ApplyPageProps } from 'shared-ui/federation';
import { BackLink } from '../../../components/back-link/back-link';
import { JobFacts } from '../../../components/job-card/job-facts';
import { FactList, PageColumns } from '../../../components/layout/layout';
import { useJob } from '../../../lib/api/get-job';
import { CAREERS_PATH, jobPath } from '../../../lib/careers-paths';
import { useJobLabel, useJobTextLanguage } from '../../../lib/job-text';
import { careersMessages } from '../../../messages';
import { applyContent } from '../apply-content.localized';
import { applyPageMessages } from '../messages';
import styles from './apply-page.module.css';

/** /apply/{jobId}: the jobId is the job's slug. */
export function ApplyJobPage({ jobId, ApplicationForm }: { jobId: string } & ApplyPageProps) {
  const { data: job, isPending, isError } = useJob(jobId);
  const t = applyPageMessages.useT();
  if (isPending) {
    return (
      <Container className={styles.pageMessage}>
        <p role="status" className={styles.loading}>
          {t('apply.loading')}
        </p>
      </Container>
    );
  }
  // A failed load and a missing job both show the 'Job not found' alert; a failed load says why too.
  if (!job) return <JobNotFoundAlert unreachable={isError} />;
  return <ApplyView job={job} ApplicationForm={ApplicationForm} />;
}

function JobNotFoundAlert({ unreachable }: { unreachable: boolean }) {
  const t = applyPageMessages.useT();
  const shared = careersMessages.useT();
  return (
    <Container className={styles.pageMessage}>
      <PageMeta title={t('apply.notFound')} description={t('apply.notFoundDescription')} noIndex />
      <div role="alert" className={styles.notFound}>
        <h1 className={styles.notFoundTitle}>{t('apply.notFound')}</h1>
        <p>{t('apply.notFoundText')}</p>
        {unreachable && <p>{t('apply.loadError')}</p>}
      </div>
      <ButtonLink to={CAREERS_PATH}>{shared('backToCareers')}</ButtonLink>
    </Container>
  );
}

function ApplyView({ job, ApplicationForm }: { job: JobDetail } & ApplyPageProps) {
  const t = applyPageMessages.useT();
  const shared = careersMessages.useT();
  const name = useSharedName();
  const label = useJobLabel();
  const jobText = useJobTextLanguage();
  const { tips } = applyContent.useText();
  const company = name(brand.name);
  return (
    <>
      <PageMeta
        title={t('apply.metaTitle', { title: job.title, company })}
        description={t('apply.metaDescription', { title: job.title, location: label('location', job.location), company })}
        noIndex
      />
      <PageHero
        eyebrow={<BackLink to={jobPath(job.slug)}>{t('apply.back')}</BackLink>}
        title={<span {...jobText}>{job.title}</span>}
      >
        <JobFacts job={job} onDark />
      </PageHero>
      <PageColumns>
        <Card className={styles.formCard}>
          {job.accepting_applications ? <ApplicationForm job={job} /> : <ApplicationsClosed />}
        </Card>
        <aside className={styles.sidebar} aria-label={t('apply.aside')}>
          <Card>
            <h2 className={styles.cardHeading}>{t('apply.overview')}</h2>
            <FactList
              facts={[
                { term: shared('fact.department'), value: label('department', job.department) },
                { term: shared('fact.location'), value: label('location', job.location) },
                { term: shared('fact.type'), value: label('type', job.type) },
                { term: t('fact.postedOn'), value: <LocalDate date={job.posted_date} /> },
              ]}
            />
          </Card>
          <Card>
            <h2 className={styles.cardHeading}>{t('apply.tips')}</h2>
            <ul className={styles.tips}>
              {tips.map((tip) => (
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
  const t = applyPageMessages.useT();
  const shared = careersMessages.useT();
  return (
    <div className={styles.closed}>
      <h2 className={styles.cardHeading}>{shared('job.closed')}</h2>
      <p>{t('apply.closedText')}</p>
      <ButtonLink to={CAREERS_PATH}>{shared('careers.viewOpenings')}</ButtonLink>
    </div>
  );
}
