import type { JobStatus } from 'contracts/staff';
import { Button } from 'shared-ui';
import { ConfirmButton } from '../../../components/confirm-button';
import type { JobStatusAction } from '../api/change-job-status';
import styles from './jobs.module.css';

interface JobActionsProps {
  /** None for a new job. */
  status?: JobStatus;
  busy: boolean;
  onStatusChange: (action: JobStatusAction) => void;
}

/** The job form's buttons: saving, and the one status change the job's status allows, asked first. */
export function JobActions({ status, busy, onStatusChange }: JobActionsProps) {
  const isDraft = !status || status === 'draft';
  return (
    <div className={styles.actions}>
      <Button type="submit" variant={isDraft ? 'secondary' : 'primary'} disabled={busy}>
        {isDraft ? 'Save draft' : 'Save changes'}
      </Button>
      {status === 'draft' && (
        <ConfirmButton label="Publish" title="Publish this job?" disabled={busy} onConfirm={() => onStatusChange('publish')}>
          <p>It shows on the careers page, in the sitemap and in job searches at once, and takes applications.</p>
          <p>Its web address cannot change afterwards.</p>
        </ConfirmButton>
      )}
      {status === 'published' && (
        <ConfirmButton
          label="Close applications"
          title="Close this job?"
          danger
          variant="secondary"
          disabled={busy}
          onConfirm={() => onStatusChange('close')}
        >
          <p>It leaves the careers list; its page stays and says applications are closed. You can reopen it.</p>
        </ConfirmButton>
      )}
      {status === 'closed' && (
        <ConfirmButton
          label="Reopen"
          title="Reopen this job?"
          variant="secondary"
          disabled={busy}
          onConfirm={() => onStatusChange('reopen')}
        >
          <p>It goes back on the careers list and takes applications again.</p>
        </ConfirmButton>
      )}
    </div>
  );
}
