import { zodResolver } from '@hookform/resolvers/zod';
import { type EnquiryReply, type EnquiryReplyInput, enquiryReplyInputSchema, type TrackedEnquiry } from 'contracts/staff';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from 'shared-ui';
import { applyServerErrors, clearSessionDraft, FormField, formControlClassName, useSessionDraft } from 'shared-ui/forms';
import { fieldErrorsOrMessage, isSignedOutError } from '../../../lib/api';
import { staffDraftKey } from '../../../lib/form-draft';
import { formatDateTime } from '../../../lib/format';
import { useReplyToEnquiry } from '../api/reply-to-enquiry';
import styles from './enquiries.module.css';

/** Where a reply's mail stands, in words. */
export function deliveryText({ delivery }: EnquiryReply): string {
  if (delivery.state === 'sent') return delivery.sentAt ? `Sent ${formatDateTime(delivery.sentAt)}` : 'Sent';
  if (delivery.state === 'retrying')
    return `Not delivered yet: ${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'} failed, trying again`;
  return 'Queued for sending';
}

const REPLY_FIELDS = ['text'] as const;

/** The replies mailed to the enquirer, oldest first, and a form to write one (plain text). */
export function RepliesPanel({ enquiry }: { enquiry: TrackedEnquiry }) {
  const id = useId();
  const draftKey = staffDraftKey(`enquiry-reply:${enquiry.id}`);
  const sendReply = useReplyToEnquiry(enquiry.id);
  const form = useForm<EnquiryReplyInput>({
    defaultValues: { text: '' },
    resolver: zodResolver(enquiryReplyInputSchema),
    mode: 'onSubmit',
  });
  const restored = useSessionDraft(draftKey, form);
  const send = form.handleSubmit((input) =>
    sendReply.mutate(input, {
      onSuccess: () => {
        clearSessionDraft(draftKey);
        form.reset({ text: '' });
      },
      onError: (error) => {
        // A 401 leads to the sign-in screen, the reply kept as a draft.
        if (isSignedOutError(error)) return;
        applyServerErrors(form, fieldErrorsOrMessage(error, REPLY_FIELDS), REPLY_FIELDS);
      },
    }),
  );

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.replies}>
      <h2 id={`${id}-heading`} className={styles.boxHeading}>
        Replies to {enquiry.name}
      </h2>
      {enquiry.replies.length === 0 ? (
        <p className={styles.none}>No reply yet.</p>
      ) : (
        <ol className={styles.replyList} aria-label="Replies sent">
          {enquiry.replies.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <p className={styles.replyMeta}>
                {reply.author.name || reply.author.email} · <time dateTime={reply.at}>{formatDateTime(reply.at)}</time> ·{' '}
                <span>{deliveryText(reply)}</span>
              </p>
              <p className={styles.message} dir="auto">
                {reply.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={send} className={styles.replyForm} aria-label="Reply to the enquirer">
        <FormField
          id={`${id}-text`}
          label="Your reply"
          error={form.formState.errors.text?.message}
          hint={
            restored
              ? 'Restored what you had typed before signing in again.'
              : `Plain text, mailed to ${enquiry.email}; their answer comes back to you.`
          }
        >
          {(control) => <textarea {...control} {...form.register('text')} rows={6} dir="auto" className={formControlClassName} />}
        </FormField>
        <Button type="submit" disabled={sendReply.isPending}>
          Send reply
        </Button>
      </form>
    </section>
  );
}
