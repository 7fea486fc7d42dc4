import type { TrackedEnquiry } from 'contracts/staff';
import { useId, useState } from 'react';
import { Button, fieldErrorsOf } from 'shared-ui';
import { SelectField } from 'shared-ui/forms';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useAssignEnquiry } from '../api/assign-enquiry';
import { useEnquiryOwners } from '../api/get-enquiry-owners';
import styles from './enquiries.module.css';

/** Who in sales owns the enquiry: take it, hand it to a colleague, or leave it to nobody. */
export function OwnerPanel({ enquiry }: { enquiry: TrackedEnquiry }) {
  const id = useId();
  const me = useSession().data?.account;
  const owners = useEnquiryOwners();
  const assign = useAssignEnquiry(enquiry.id);
  const current = enquiry.owner?.id ?? '';
  const [choice, setChoice] = useState(current);
  const options = (owners.data?.items ?? []).map((owner) => ({ value: owner.id, label: owner.name || owner.email }));
  const failure = assign.isError && !isSignedOutError(assign.error) ? assign.error : undefined;

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.statusBox}>
      <h2 id={`${id}-heading`} className={styles.boxHeading}>
        Owner: {enquiry.owner ? enquiry.owner.name || enquiry.owner.email : 'Unassigned'}
      </h2>
      <div className={styles.moves}>
        {me && me.id !== enquiry.owner?.id && (
          <Button disabled={assign.isPending} onClick={() => assign.mutate(me.id, { onSuccess: () => setChoice(me.id) })}>
            Assign to me
          </Button>
        )}
      </div>
      <div className={styles.assignRow}>
        <SelectField
          id={`${id}-owner`}
          label="Assign to"
          placeholder="Nobody (unassigned)"
          options={options}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          error={failure ? (fieldErrorsOf(failure).ownerId ?? errorMessage(failure)) : undefined}
        />
        <Button
          variant="secondary"
          disabled={assign.isPending || choice === current}
          onClick={() => assign.mutate(choice || null)}
        >
          {choice === '' ? 'Unassign' : enquiry.owner ? 'Reassign' : 'Assign'}
        </Button>
      </div>
    </section>
  );
}
