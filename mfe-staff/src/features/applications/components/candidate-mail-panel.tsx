import { zodResolver } from '@hookform/resolvers/zod';
import { LOCALE_NAMES } from 'contracts/languages';
import {
  BLANK_MAIL_KIND,
  CANDIDATE_MAIL_KINDS,
  type CandidateMail,
  type CandidateMailInput,
  candidateMailInputSchema,
  type SentMailKind,
  type TrackedApplication,
} from 'contracts/staff';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, fieldErrorsOf } from 'shared-ui';
import { applyServerErrors, SelectField, TextareaField, TextField } from 'shared-ui/forms';
import messages from '../../../components/messages.module.css';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { formatDateTime, MAIL_KIND_LABELS } from '../../../lib/format';
import { useCancelCandidateMail, useCandidateMails, useDraftCandidateMail, useSendCandidateMail } from '../api/candidate-mails';
import styles from './applications.module.css';

const KINDS: readonly SentMailKind[] = [BLANK_MAIL_KIND, ...CANDIDATE_MAIL_KINDS];
const KIND_OPTIONS = KINDS.map((value) => ({ value, label: MAIL_KIND_LABELS[value] }));
const EMPTY: CandidateMailInput = { kind: BLANK_MAIL_KIND, subject: '', text: '' };

/** Where a message's mail stands, in words. */
export function mailDeliveryText({ delivery, sendAt }: CandidateMail): string {
  switch (delivery.state) {
    case 'sent':
      return delivery.sentAt ? `Sent ${formatDateTime(delivery.sentAt)}` : 'Sent';
    case 'cancelled':
      return delivery.cancelledAt ? `Cancelled ${formatDateTime(delivery.cancelledAt)}, never sent` : 'Cancelled, never sent';
    case 'scheduled':
      return `Waiting: goes ${formatDateTime(sendAt)}`;
    case 'retrying':
      return `Not delivered yet: ${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'} failed, trying again`;
    default:
      return 'Queued for sending';
  }
}

/** The mails sent to the candidate from the console, oldest first, and a form to write one. */
export function CandidateMailPanel({ application }: { application: TrackedApplication }) {
  const id = useId();
  const mails = useCandidateMails(application.id);
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.stageBox}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        Mail to the candidate
      </h2>
      {mails.isPending && <p>Loading the mails…</p>}
      {mails.isError && !isSignedOutError(mails.error) && (
        <p role="alert" className={messages.failure}>
          {errorMessage(mails.error)}
        </p>
      )}
      {mails.data && <MailTimeline applicationId={application.id} mails={mails.data.items} />}
      <WriteToCandidate application={application} />
    </section>
  );
}

function MailTimeline({ applicationId, mails }: { applicationId: string; mails: CandidateMail[] }) {
  const cancel = useCancelCandidateMail(applicationId);
  if (mails.length === 0) return <p>No mail sent from the console yet.</p>;
  return (
    <>
      <ol className={styles.mailList} aria-label="Mails sent">
        {mails.map((mail) => (
          <li key={mail.id} className={styles.mail}>
            <p className={styles.mailMeta}>
              {MAIL_KIND_LABELS[mail.kind]} · {mail.author.name || mail.author.email} ·{' '}
              <time dateTime={mail.at}>{formatDateTime(mail.at)}</time> · <span>{mailDeliveryText(mail)}</span>
            </p>
            <p className={styles.mailSubject} dir="auto">
              {mail.subject}
            </p>
            <p className={styles.mailText} dir="auto">
              {mail.text}
            </p>
            {(mail.delivery.state === 'scheduled' || mail.delivery.state === 'queued') && (
              <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(mail.id)}>
                Cancel this mail<span className="visually-hidden">: {mail.subject}</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
      {cancel.isError && !isSignedOutError(cancel.error) && (
        <p role="alert" className={messages.failure}>
          {errorMessage(cancel.error)}
        </p>
      )}
    </>
  );
}

/** Choose a template (filled with this application's values) or a blank message, edit it, send it. */
function WriteToCandidate({ application }: { application: TrackedApplication }) {
  const id = useId();
  const draft = useDraftCandidateMail(application.id);
  const sendMail = useSendCandidateMail(application.id);
  const form = useForm<CandidateMailInput>({ defaultValues: EMPTY, resolver: zodResolver(candidateMailInputSchema) });
  const { errors } = form.formState;
  const choose = (kind: CandidateMailInput['kind']) => {
    form.reset({ ...EMPTY, kind });
    if (kind === BLANK_MAIL_KIND) return;
    draft.mutate(kind, { onSuccess: (filled) => form.reset({ kind, subject: filled.subject, text: filled.text }) });
  };
  const send = form.handleSubmit((input) =>
    sendMail.mutate(input, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => {
        if (isSignedOutError(error)) return;
        applyServerErrors(form, fieldErrorsOf(error), ['kind', 'subject', 'text']);
      },
    }),
  );
  const kindField = form.register('kind');
  return (
    <form noValidate onSubmit={send} className={styles.mailForm} aria-label="Write to the candidate">
      <h3 className={styles.sectionHeading}>Write to the candidate</h3>
      <SelectField
        id={`${id}-kind`}
        label="Template"
        options={KIND_OPTIONS}
        error={errors.kind?.message}
        hint={`Filled with this application's values, in ${LOCALE_NAMES[application.locale]}; the candidate's answer comes back to you.`}
        {...kindField}
        onChange={(event) => {
          void kindField.onChange(event);
          choose(event.target.value as CandidateMailInput['kind']);
        }}
      />
      {draft.isPending && <p>Filling the template…</p>}
      {draft.isError && !isSignedOutError(draft.error) && (
        <p role="alert" className={messages.failure}>
          {errorMessage(draft.error)}
        </p>
      )}
      <TextField id={`${id}-subject`} label="Subject" error={errors.subject?.message} {...form.register('subject')} />
      <TextareaField id={`${id}-text`} label="Text" rows={8} error={errors.text?.message} {...form.register('text')} />
      {sendMail.isError && !isSignedOutError(sendMail.error) && !fieldErrorsOf(sendMail.error).text && (
        <p role="alert" className={messages.failure}>
          {errorMessage(sendMail.error)}
        </p>
      )}
      {form.watch('kind') === 'rejection' && <p>A rejection waits before it goes: you can cancel it until it is sent.</p>}
      <Button type="submit" disabled={sendMail.isPending || draft.isPending}>
        Send to {application.email}
      </Button>
    </form>
  );
}
