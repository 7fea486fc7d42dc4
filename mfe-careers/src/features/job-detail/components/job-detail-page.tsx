import type { JobDetail } from 'contracts';
import { attributionQuery } from 'contracts/application-source';
import { type ReactNode, useId } from 'react';
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
  useIntlLocale,
  useLocale,
  useSearchParams,
  useSharedName,
} from 'shared-ui';
import type { JobPageProps } from 'shared-ui/federation';
import { BackLink } from '../../../components/back-link/back-link';
import { JobFacts } from '../../../components/job-card/job-facts';
import { FactList, PageColumns } from '../../../components/layout/layout';
import { useJob } from '../../../lib/api/get-job';
import { applyPath, CAREERS_PATH } from '../../../lib/careers-paths';
import { useJobFeeds } from '../../../lib/job-feeds';
import { useJobLabel, useJobTextLanguage } from '../../../lib/job-text';
import { messageWith } from '../../../lib/message-with';
import { careersMessages } from '../../../messages';
import { jobContent } from '../job-content.localized';
import { breadcrumbLd, jobPostingLd } from '../job-posting';
import { jobMessages } from '../messages';
import { formatPayRange } from '../pay-range';
import styles from './job-detail.module.css';
import { SimilarPositions } from './similar-positions';

/** /careers/{slug}: skeleton, 'Job Not Found', or the job. */
export function JobDetailPage({ slug, SharePosition }: { slug: string } & JobPageProps) {
  const { data: job, isPending, isError } = useJob(slug);
  if (isPending) return <JobDetailSkeleton />;
  // A failed load and a missing job both show 'Job Not Found'; a failed load says why too.
  if (!job) return <JobNotFound unreachable={isError} />;
  return <JobDetailView job={job} share={<SharePosition title={job.title} />} />;
}

function JobNotFound({ unreachable }: { unreachable: boolean }) {
  const t = jobMessages.useT();
  const shared = careersMessages.useT();
  return (
    <>
      <PageMeta title={t('job.notFound')} description={t('job.notFoundText')} noIndex />
      <NotFoundScreen
        title={t('job.notFound')}
        text={t('job.notFoundText')}
        reason={unreachable ? t('job.loadError') : undefined}
        linkTo={CAREERS_PATH}
        linkLabel={shared('backToCareers')}
      />
    </>
  );
}

function JobDetailView({ job, share }: { job: JobDetail; share: ReactNode }) {
  const isOpen = job.accepting_applications;
  const t = jobMessages.useT();
  const label = useJobLabel();
  const name = useSharedName();
  const locale = useLocale();
  const feeds = useJobFeeds();
  return (
    <>
      <PageMeta
        feeds={feeds}
        title={t('job.metaTitle', { title: job.title, location: label('location', job.location), company: name(brand.name) })}
        description={job.description}
        structuredData={
          process.env.RENDER_TARGET !== 'browser' && [
            ...(isOpen ? [jobPostingLd(job, locale)] : []),
            breadcrumbLd(job, { locale, name }),
          ]
        }
      />
      <Container>
        <Breadcrumbs title={job.title} />
      </Container>
      <JobContent job={job} share={share} />
      <SimilarPositions job={job} />
    </>
  );
}

/**
 * The job as visitors read it: the hero, the role and the apply card beside it. `preview` is
 * the staff job editor's live preview (./JobPreview): the same content, with nothing that
 * leads anywhere (no way back, no apply link, no sharing) and no landmark of its own. `share`
 * is the page's Share action, an island of its own (./SharePosition).
 */
export function JobContent({ job, preview = false, share }: { job: JobDetail; preview?: boolean; share?: ReactNode }) {
  const t = jobMessages.useT();
  const shared = careersMessages.useT();
  const name = useSharedName();
  const jobText = useJobTextLanguage();
  return (
    <>
      <PageHero
        eyebrow={preview ? undefined : <BackLink to={CAREERS_PATH}>{shared('backToCareers')}</BackLink>}
        title={<span {...jobText}>{job.title}</span>}
      >
        <div className={styles.heroFacts}>
          <JobFacts job={job} onDark />
          <p className={styles.heroDates}>
            <span>{messageWith(shared, 'job.posted', { date: <LocalDate date={job.posted_date} /> })}</span>
            {job.closing_date && <span>{messageWith(t, 'job.closing', { date: <LocalDate date={job.closing_date} /> })}</span>}
          </p>
        </div>
      </PageHero>

      <PageColumns>
        <div className={styles.body}>
          <section aria-labelledby="job-description-heading">
            <h2 id="job-description-heading" className={styles.sectionHeading}>
              {t('job.aboutRole')}
            </h2>
            <p className={styles.lead} {...jobText}>
              {job.description}
            </p>
          </section>
          <JobList title={t('job.responsibilities')} items={job.responsibilities} />
          <JobList title={t('job.requirements')} items={job.requirements} />
          <JobList title={t('job.benefits')} items={job.benefits} />
          <section className={styles.about} aria-labelledby="about-company-heading">
            <h2 id="about-company-heading" className={styles.sectionHeading}>
              {t('job.aboutCompany', { company: name(brand.name) })}
            </h2>
            <p>
              {t('job.aboutCompanyText', {
                year: brand.foundedYear,
                city: name(brand.headquarters.city),
                company: name(brand.name),
              })}
            </p>
          </section>
        </div>
        <StickyAside
          besideFrom="60rem"
          as={preview ? 'div' : 'aside'}
          className={styles.sidebar}
          aria-labelledby={preview ? undefined : 'apply-card-heading'}
        >
          <ApplyCard job={job} preview={preview} share={share} />
        </StickyAside>
      </PageColumns>
    </>
  );
}

function Breadcrumbs({ title }: { title: string }) {
  const t = jobMessages.useT();
  const name = useSharedName();
  const jobText = useJobTextLanguage();
  return (
    <nav aria-label={t('job.breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        <li className={styles.crumb}>
          <Link to="/">{name('Home')}</Link>
        </li>
        <li className={styles.crumb}>
          <Link to={CAREERS_PATH}>{name('Careers')}</Link>
        </li>
        <li className={styles.crumb}>
          <span aria-current="page" {...jobText}>
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function JobList({ title, items }: { title: string; items: readonly string[] }) {
  const headingId = useId();
  const jobText = useJobTextLanguage();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      <ul className={styles.checkList} {...jobText}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The sidebar card 'Apply for this position'. */
function ApplyCard({ job, preview, share }: { job: JobDetail; preview: boolean; share: ReactNode }) {
  const t = jobMessages.useT();
  const shared = careersMessages.useT();
  const label = useJobLabel();
  const intlLocale = useIntlLocale();
  const { payPeriods } = jobContent.useText();
  // A visitor who landed here from a campaign is still attributed when they apply: the link carries
  // its utm_* parameters, written by the server (the page runs no script of its own to keep them).
  const [search] = useSearchParams();
  return (
    <Card className={styles.applyCard}>
      <h2 id="apply-card-heading" className={styles.cardHeading}>
        {t('job.applyHeading')}
      </h2>
      <FactList
        facts={[
          { term: t('fact.posted'), value: <LocalDate date={job.posted_date} /> },
          { term: shared('fact.location'), value: label('location', job.location) },
          { term: shared('fact.type'), value: label('type', job.type) },
          job.closing_date !== undefined && { term: t('fact.deadline'), value: <LocalDate date={job.closing_date} /> },
          job.pay !== undefined && { term: t('fact.pay'), value: formatPayRange(job.pay, intlLocale, payPeriods) },
        ]}
      />
      {job.accepting_applications && preview && (
        // What visitors will see, leading nowhere: the apply page does not exist before publication.
        <span className={buttonClassName('primary', styles.fullWidth)}>{shared('applyNow')}</span>
      )}
      {job.accepting_applications && !preview && (
        <ButtonLink to={`${applyPath(job.slug)}${attributionQuery(search)}`} className={styles.fullWidth}>
          {shared('applyNow')}
        </ButtonLink>
      )}
      {!job.accepting_applications && (
        <div className={styles.closedNotice}>
          <p className={styles.closedTitle}>{shared('job.closed')}</p>
          <p>
            {t('job.closedText')}{' '}
            {preview ? `${t('job.seeOpenPositions')}.` : <Link to={CAREERS_PATH}>{t('job.seeOpenPositions')}</Link>}
            {!preview && '.'}
          </p>
        </div>
      )}
      {share}
    </Card>
  );
}

function JobDetailSkeleton() {
  const t = jobMessages.useT();
  return (
    <div role="status" className={styles.skeletonPage}>
      <span className="visually-hidden">{t('job.loading')}</span>
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
