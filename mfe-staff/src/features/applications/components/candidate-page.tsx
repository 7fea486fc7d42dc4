import { YEARS_OPTIONS } from 'contracts/application-rules';
import { STAGE_MAIL_KINDS, type TrackedApplication } from 'contracts/staff';
import { APPLICATION_STAGES, type ApplicationStage } from 'contracts/staff-rules';
import { type ReactNode, useId, useState } from 'react';
import { Button, Link } from 'shared-ui';
import { CheckboxField, formControlClassName } from 'shared-ui/forms';
import { NotesPanel } from '../../../components/notes-panel';
import { emailFact, type Fact, languageFact, RecordFacts, receivedFact } from '../../../components/record-facts';
import { RecordScreen, Screen } from '../../../components/screen';
import { StatusBadge } from '../../../components/status-badge';
import { MAIL_KIND_LABELS, STAGE_LABELS } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import { useAddApplicationNote } from '../api/add-application-note';
import { resumeUrl, useApplication } from '../api/get-application';
import { useMoveApplication } from '../api/move-application';
import { sourceFacts } from '../source-facts';
import styles from './applications.module.css';
import { CandidateMailPanel } from './candidate-mail-panel';
import { InterviewsPanel } from './interviews-panel';
import { MoveFailure } from './move-failure';
import { ScorecardsPanel } from './scorecards-panel';

const YEARS_LABELS: Record<string, string> = Object.fromEntries(YEARS_OPTIONS.map((option) => [option.value, option.label]));
const PDF = 'application/pdf';

interface CandidatePageProps {
  id: string;
  /** The job whose pipeline the reader came from, for the way back. */
  jobId?: string;
}

/** /staff/applications/:id: the candidate's details, stage and notes, with the resume beside them. */
export function CandidatePage({ id, jobId }: CandidatePageProps) {
  const application = useApplication(id);
  const back = jobId ? (
    <Link to={staffPaths.pipeline(jobId)}>Back to the pipeline</Link>
  ) : (
    <Link to={staffPaths.jobs}>All jobs</Link>
  );
  return (
    <RecordScreen record={application} loading="Loading the application…" title="Application" actions={back}>
      {(data) => <Candidate application={data} back={back} />}
    </RecordScreen>
  );
}

function Candidate({ application, back }: { application: TrackedApplication; back: ReactNode }) {
  const addNote = useAddApplicationNote(application.id);
  const facts: Fact[] = [
    ['Applied for', application.jobTitle],
    receivedFact(application.receivedAt),
    emailFact(application.email),
    [
      'Phone',
      <a key="phone" href={`tel:${application.phone.replace(/[^0-9+]/g, '')}`}>
        {application.phone}
      </a>,
    ],
    ['Experience', YEARS_LABELS[application.years] ?? application.years],
    languageFact(application.locale),
    ['Portfolio', application.portfolioLink ? <ExternalLink key="portfolio" href={application.portfolioLink} /> : '—'],
    ...sourceFacts(application.source),
  ];
  return (
    <Screen title={application.fullName} actions={back}>
      <div className={styles.candidate}>
        <div className={styles.details}>
          <StageMover application={application} />
          <RecordFacts facts={facts} />
          <section aria-labelledby="cover-letter-heading">
            <h2 id="cover-letter-heading" className={styles.sectionHeading}>
              Cover letter
            </h2>
            <p className={styles.letter} dir="auto">
              {application.coverLetter}
            </p>
          </section>
          <CandidateMailPanel application={application} />
          <InterviewsPanel applicationId={application.id} />
          <ScorecardsPanel applicationId={application.id} />
          <NotesPanel notes={application.notes} draftKey={`application-note:${application.id}`} addNote={addNote} />
        </div>
        <Resume application={application} />
      </div>
    </Screen>
  );
}

/** A link the candidate typed: opened apart from the console, telling the other site nothing. */
function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href} <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

function StageMover({ application }: { application: TrackedApplication }) {
  const id = useId();
  const move = useMoveApplication();
  const [stage, setStage] = useState<ApplicationStage>(application.stage);
  // Unticked at first: a mail to a candidate is sent only when the recruiter asks for it.
  const [sendMail, setSendMail] = useState(false);
  const mailKind = STAGE_MAIL_KINDS[stage];
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.stageBox}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        Stage: <StatusBadge tone="active">{STAGE_LABELS[application.stage]}</StatusBadge>
      </h2>
      <form
        className={styles.stageForm}
        aria-label="Move to another stage"
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate({ id: application.id, stage, ...(mailKind && sendMail ? { sendMail: true } : {}) });
        }}
      >
        <label htmlFor={`${id}-stage`}>Move to</label>
        <select
          id={`${id}-stage`}
          value={stage}
          onChange={(event) => setStage(event.target.value as ApplicationStage)}
          className={formControlClassName}
        >
          {APPLICATION_STAGES.map((option) => (
            <option key={option} value={option}>
              {STAGE_LABELS[option]}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" disabled={move.isPending || stage === application.stage}>
          Move
        </Button>
        {mailKind && stage !== application.stage && (
          <CheckboxField
            id={`${id}-send-mail`}
            label={`Also send the ${MAIL_KIND_LABELS[mailKind].toLowerCase()} mail to the candidate`}
            checked={sendMail}
            onChange={(event) => setSendMail(event.target.checked)}
          />
        )}
      </form>
      <MoveFailure move={move} />
    </section>
  );
}

/** The resume beside the details: a PDF in the browser's own viewer, a Word file to download, or the candidate's link. */
function Resume({ application }: { application: TrackedApplication }) {
  const { resume } = application;
  const url = resumeUrl(application.id);
  return (
    <section aria-labelledby="resume-heading" className={styles.resume}>
      <h2 id="resume-heading" className={styles.sectionHeading}>
        Resume
      </h2>
      {resume?.contentType === PDF && (
        <>
          <iframe src={url} title={`Resume of ${application.fullName} (PDF)`} className={styles.resumeFrame} />
          <a href={url} target="_blank" rel="noopener">
            Open {resume.fileName} in a new tab
          </a>
        </>
      )}
      {resume && resume.contentType !== PDF && (
        <p>
          <a href={url} download={resume.fileName}>
            Download {resume.fileName}
          </a>{' '}
          ({Math.ceil(resume.size / 1024)} KB). Word files are not shown in the browser.
        </p>
      )}
      {!resume && application.resumeLink && (
        <p>
          The candidate sent a link: <ExternalLink href={application.resumeLink} />
        </p>
      )}
      {!resume && !application.resumeLink && <p>No resume was sent.</p>}
    </section>
  );
}
