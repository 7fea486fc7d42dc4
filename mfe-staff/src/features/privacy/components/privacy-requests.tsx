import { zodResolver } from '@hookform/resolvers/zod';
import { LOCALE_NAMES } from 'contracts/languages';
import { type ErasureResult, erasureRequestSchema, type PersonData } from 'contracts/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Link } from 'shared-ui';
import { applyServerErrors, TextField } from 'shared-ui/forms';
import { ConfirmButton } from '../../../components/confirm-button';
import messages from '../../../components/messages.module.css';
import { Screen } from '../../../components/screen';
import { errorMessage, fieldErrorsOrMessage, isSignedOutError } from '../../../lib/api';
import { ENQUIRY_STATUS_LABELS, formatDateTime, STAGE_LABELS } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import { useErasePerson } from '../api/erase-person';
import { useLookUpPerson } from '../api/look-up-person';
import styles from './privacy.module.css';

const FIND_FIELDS = ['email'] as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * /staff/privacy (admins): a person's requests under the privacy policy. Find what is held for
 * an e-mail address, show it, erase it. Nothing typed here is kept in the browser.
 */
export function PrivacyRequests() {
  const id = useId();
  const lookUp = useLookUpPerson();
  const erase = useErasePerson();
  const [erased, setErased] = useState<{ email: string; result: ErasureResult }>();
  const form = useForm<{ email: string }>({ defaultValues: { email: '' }, resolver: zodResolver(erasureRequestSchema) });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const find = handleSubmit(({ email }) => {
    setErased(undefined);
    erase.reset();
    lookUp.mutate(email, {
      onError: (error) => {
        if (!isSignedOutError(error)) applyServerErrors(form, fieldErrorsOrMessage(error, FIND_FIELDS), FIND_FIELDS);
      },
    });
  });
  const person = lookUp.data;

  return (
    <Screen
      title="Privacy requests"
      intro="When someone asks what we hold about them, or asks us to delete it: find it by their e-mail address."
    >
      <form noValidate onSubmit={find} aria-label="Find a person" className={styles.find}>
        <TextField
          id={`${id}-email`}
          label="E-mail address"
          error={errors.email?.message}
          type="email"
          autoComplete="off"
          spellCheck={false}
          {...register('email')}
        />
        <Button type="submit" disabled={lookUp.isPending}>
          Find
        </Button>
      </form>
      {erased && (
        <p role="status" className={messages.success}>
          Erased for {erased.email}: {plural(erased.result.enquiries, 'enquiry', 'enquiries')},{' '}
          {plural(erased.result.applications, 'application', 'applications')} with their resumes, notes and replies,{' '}
          {plural(erased.result.newsletterSubscriptions, 'newsletter subscription', 'newsletter subscriptions')}, and{' '}
          {plural(erased.result.mailFiles, 'copy of a mail', 'copies of mails')}. The audit log records the erasure (
          <AuditLink pseudonym={erased.result.pseudonym} />
          ).
        </p>
      )}
      {erase.isError && !isSignedOutError(erase.error) && (
        <p role="alert" className={messages.failure}>
          {errorMessage(erase.error)}
        </p>
      )}
      {person && !erased && (
        <HeldData
          person={person}
          erasing={erase.isPending}
          onErase={() =>
            erase.mutate(person.email, {
              onSuccess: (result) => {
                setErased({ email: person.email, result });
                lookUp.reset();
              },
            })
          }
        />
      )}
    </Screen>
  );
}

/** A person's pseudonym, leading to what the audit log holds about them. */
function AuditLink({ pseudonym }: { pseudonym: string }) {
  return (
    <Link to={staffPaths.personAudit(pseudonym)} className={styles.pseudonym}>
      {pseudonym}
    </Link>
  );
}

function HeldData({ person, erasing, onErase }: { person: PersonData; erasing: boolean; onErase: () => void }) {
  const total = person.enquiries.length + person.applications.length + person.newsletter.length;
  return (
    <section aria-labelledby="held-heading" className={styles.held}>
      <h2 id="held-heading" className={styles.heading}>
        Held for {person.email}
      </h2>
      <p>
        The audit log names this person <AuditLink pseudonym={person.pseudonym} />.
      </p>
      {total === 0 ? (
        <p>Nothing: no enquiry, no application and no newsletter subscription was sent with this address.</p>
      ) : (
        <>
          <p>{heldSummary(person)}.</p>
          {person.enquiries.length > 0 && (
            <>
              <h3 className={styles.subheading}>Enquiries</h3>
              <ul className={styles.records}>
                {person.enquiries.map((enquiry) => (
                  <li key={enquiry.id}>
                    <strong>{enquiry.name}</strong>, received{' '}
                    <time dateTime={enquiry.receivedAt}>{formatDateTime(enquiry.receivedAt)}</time> (
                    {ENQUIRY_STATUS_LABELS[enquiry.status]}, {plural(enquiry.notes.length, 'note', 'notes')},{' '}
                    {plural(enquiry.replies.length, 'reply', 'replies')})<p className={styles.quote}>{enquiry.message}</p>
                  </li>
                ))}
              </ul>
            </>
          )}
          {person.applications.length > 0 && (
            <>
              <h3 className={styles.subheading}>Applications</h3>
              <ul className={styles.records}>
                {person.applications.map((application) => (
                  <li key={application.id}>
                    <strong>{application.fullName}</strong> for {application.jobTitle}, received{' '}
                    <time dateTime={application.receivedAt}>{formatDateTime(application.receivedAt)}</time> (
                    {STAGE_LABELS[application.stage]}, {plural(application.notes.length, 'note', 'notes')},{' '}
                    {plural(application.candidateMails.length, 'mail sent from the console', 'mails sent from the console')},{' '}
                    {application.resume ? `resume ${application.resume.fileName}` : 'no resume file'})
                  </li>
                ))}
              </ul>
            </>
          )}
          <HeldSubscriptions subscriptions={person.newsletter} />
          <ConfirmButton
            label="Erase all of it"
            title={`Erase everything held for ${person.email}?`}
            confirmLabel="Erase"
            danger
            disabled={erasing}
            onConfirm={onErase}
          >
            <p>
              {heldSummary(person)}: deleted with their resumes, notes and the copies of mails about them. This cannot be undone.
            </p>
          </ConfirmButton>
        </>
      )}
    </section>
  );
}

/** '1 enquiry and 2 applications', with ', and a newsletter subscription' when there is one. */
function heldSummary(person: PersonData): string {
  const records = `${plural(person.enquiries.length, 'enquiry', 'enquiries')} and ${plural(person.applications.length, 'application', 'applications')}`;
  return person.newsletter.length > 0 ? `${records}, and a newsletter subscription` : records;
}

function HeldSubscriptions({ subscriptions }: { subscriptions: PersonData['newsletter'] }) {
  if (subscriptions.length === 0) return null;
  return (
    <>
      <h3 className={styles.subheading}>Newsletter</h3>
      <ul className={styles.records}>
        {subscriptions.map((subscription) => (
          <li key={subscription.id}>
            {subscription.state}, in {LOCALE_NAMES[subscription.locale]}, since{' '}
            <time dateTime={subscription.subscribedAt}>{formatDateTime(subscription.subscribedAt)}</time>
          </li>
        ))}
      </ul>
    </>
  );
}
