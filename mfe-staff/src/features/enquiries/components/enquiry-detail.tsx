import type { TrackedEnquiry } from 'contracts/staff';
import { ENQUIRY_STATUS_MOVES, type EnquiryStatus } from 'contracts/staff-rules';
import { Button, Link } from 'shared-ui';
import { NotesPanel } from '../../../components/notes-panel';
import { emailFact, type Fact, languageFact, RecordFacts, receivedFact } from '../../../components/record-facts';
import { RecordScreen, Screen } from '../../../components/screen';
import { StatusBadge } from '../../../components/status-badge';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { ENQUIRY_STATUS_LABELS } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import { useAddEnquiryNote } from '../api/add-enquiry-note';
import { useChangeEnquiryStatus } from '../api/change-enquiry-status';
import { useEnquiry } from '../api/get-enquiry';
import styles from './enquiries.module.css';
import { ResponseClockText, SERVICE_LABELS, STATUS_TONES } from './inbox';
import { OwnerPanel } from './owner-panel';
import { RepliesPanel } from './replies-panel';

/** What each move is called on its button. */
const MOVE_LABELS: Record<EnquiryStatus, Record<string, string>> = {
  new: { 'in progress': 'Start work on it', closed: 'Close it' },
  'in progress': { closed: 'Close it' },
  closed: { 'in progress': 'Reopen it' },
};

/** /staff/enquiries/:id: the enquiry as sent, where it stands, who owns it, the replies mailed to the enquirer, and the team's notes. */
export function EnquiryDetail({ id }: { id: string }) {
  const enquiry = useEnquiry(id);
  return (
    <RecordScreen
      record={enquiry}
      loading="Loading the enquiry…"
      title="Enquiry"
      back={<Link to={staffPaths.enquiries}>Back to the inbox</Link>}
    >
      {(data) => <EnquiryView enquiry={data} />}
    </RecordScreen>
  );
}

function EnquiryView({ enquiry }: { enquiry: TrackedEnquiry }) {
  const changeStatus = useChangeEnquiryStatus(enquiry.id);
  const addNote = useAddEnquiryNote(enquiry.id);
  const facts: Fact[] = [
    receivedFact(enquiry.receivedAt),
    emailFact(enquiry.email),
    ['Company', enquiry.company || '—'],
    ['Website', enquiry.website || '—'],
    ['Phone', enquiry.phone || '—'],
    ['Signal', enquiry.signal || '—'],
    ['Service', SERVICE_LABELS[enquiry.service]],
    languageFact(enquiry.locale),
    ['First reply', <ResponseClockText key="clock" enquiry={enquiry} />],
  ];
  return (
    <Screen title={`Enquiry from ${enquiry.name}`} actions={<Link to={staffPaths.enquiries}>Back to the inbox</Link>}>
      <div className={styles.detail}>
        <div className={styles.main}>
          <section aria-labelledby="enquiry-status-heading" className={styles.statusBox}>
            <h2 id="enquiry-status-heading" className={styles.boxHeading}>
              Status: <StatusBadge tone={STATUS_TONES[enquiry.status]}>{ENQUIRY_STATUS_LABELS[enquiry.status]}</StatusBadge>
            </h2>
            <div className={styles.moves}>
              {ENQUIRY_STATUS_MOVES[enquiry.status].map((status) => (
                <Button
                  key={status}
                  variant={status === 'closed' ? 'primary' : 'secondary'}
                  disabled={changeStatus.isPending}
                  onClick={() => changeStatus.mutate(status)}
                >
                  {MOVE_LABELS[enquiry.status][status]}
                </Button>
              ))}
            </div>
            {changeStatus.isError && !isSignedOutError(changeStatus.error) && (
              <p role="alert" className={styles.error}>
                {errorMessage(changeStatus.error)}
              </p>
            )}
          </section>
          <section aria-labelledby="enquiry-message-heading">
            <h2 id="enquiry-message-heading" className={styles.boxHeading}>
              Message
            </h2>
            <p className={styles.message} dir="auto">
              {enquiry.message}
            </p>
          </section>
          <OwnerPanel key={enquiry.owner?.id ?? ''} enquiry={enquiry} />
          <RepliesPanel enquiry={enquiry} />
          <NotesPanel notes={enquiry.notes} draftKey={`enquiry-note:${enquiry.id}`} addNote={addNote} />
        </div>
        <RecordFacts facts={facts} className={styles.facts} />
      </div>
    </Screen>
  );
}
