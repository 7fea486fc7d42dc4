import type { InterviewBooking } from 'contracts/interview-booking';
import { Card, Container, NotFoundScreen, PageHero, PageMeta } from 'shared-ui';
import type { InterviewPageProps } from 'shared-ui/federation';
import { CAREERS_PATH, interviewPath } from '../../../lib/careers-paths';
import { useJobTextLanguage } from '../../../lib/job-text';
import { messageWith } from '../../../lib/message-with';
import { careersMessages } from '../../../messages';
import { useInterviewBooking } from '../api/get-interview-booking';
import { interviewMessages } from '../messages';
import { ClosedNotice } from './closed-notice';
import styles from './interview-page.module.css';

/**
 * The link's token is the candidate's key to the page: the page tells no other site its address
 * (a link followed, a resource loaded), and no search engine keeps it.
 */
function NoReferrer() {
  return <meta name="referrer" content="no-referrer" />;
}

/** /careers/interview/{token}: the candidate picks the time of an interview a recruiter proposed. */
export function InterviewPageView({ token, InterviewBooking }: { token: string } & InterviewPageProps) {
  const { data: booking, isPending, isError } = useInterviewBooking(token);
  const t = interviewMessages.useT();
  if (isPending) {
    return (
      <Container className={styles.page}>
        <NoReferrer />
        <p role="status">{t('interview.loading')}</p>
      </Container>
    );
  }
  if (!booking) return <InterviewNotFound token={token} unreachable={isError} />;
  return <InterviewView token={token} booking={booking} InterviewBooking={InterviewBooking} />;
}

function InterviewNotFound({ token, unreachable }: { token: string; unreachable: boolean }) {
  const t = interviewMessages.useT();
  const shared = careersMessages.useT();
  const title = t(unreachable ? 'interview.loadErrorHeading' : 'interview.notFound');
  return (
    <>
      <NoReferrer />
      <PageMeta title={title} description={t('interview.metaDescription')} noIndex />
      <NotFoundScreen
        title={title}
        text={t(unreachable ? 'interview.loadError' : 'interview.notFoundText')}
        linkTo={unreachable ? interviewPath(token) : CAREERS_PATH}
        linkLabel={unreachable ? t('interview.reload') : shared('backToCareers')}
      />
    </>
  );
}

interface InterviewViewProps extends InterviewPageProps {
  token: string;
  booking: InterviewBooking;
}

function InterviewView({ token, booking, InterviewBooking }: InterviewViewProps) {
  const t = interviewMessages.useT();
  const jobText = useJobTextLanguage();
  const bookable = booking.state === 'open' || booking.state === 'booked';
  return (
    <>
      <NoReferrer />
      <PageMeta
        title={t('interview.metaTitle', { title: booking.jobTitle })}
        description={t('interview.metaDescription')}
        noIndex
      />
      <PageHero eyebrow={t('interview.eyebrow')} title={<span {...jobText}>{booking.jobTitle}</span>} />
      <Container className={styles.page}>
        <Card className={styles.card}>
          <p className={styles.greeting}>{messageWith(t, 'interview.greeting', { name: <bdi>{booking.candidateName}</bdi> })}</p>
          {booking.interviewers.length > 0 && (
            <section aria-labelledby="interviewers-heading">
              <h2 id="interviewers-heading" className={styles.heading}>
                {t('interview.interviewers')}
              </h2>
              <ul className={styles.interviewers}>
                {booking.interviewers.map((name) => (
                  <li key={name}>
                    <bdi>{name}</bdi>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {bookable ? (
            <InterviewBooking token={token} />
          ) : (
            <ClosedNotice state={booking.state === 'cancelled' ? 'cancelled' : 'expired'} />
          )}
        </Card>
      </Container>
    </>
  );
}
