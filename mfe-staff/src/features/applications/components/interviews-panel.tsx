import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_STEP_MINUTES,
  type Interview,
  type InterviewState,
  type StaffRef,
} from 'contracts/staff';
import { useId, useState } from 'react';
import { type FieldPath, type UseFormReturn, useForm } from 'react-hook-form';
import { Button, fieldErrorsOf } from 'shared-ui';
import { applyServerErrors, CheckboxField, FieldError, SelectField } from 'shared-ui/forms';
import messages from '../../../components/messages.module.css';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { formatDateTime, formatDateTimeWithZone } from '../../../lib/format';
import { instantOf } from '../../../lib/local-time';
import {
  useCancelInterview,
  useInterviewers,
  useInterviews,
  useProposeInterview,
  useRescheduleInterview,
} from '../api/interviews';
import styles from './applications.module.css';
import { InterviewTimes, type TimesValues, timeFieldOf } from './interview-times';

const STATE_LABELS: Record<InterviewState, string> = {
  open: 'Waiting for the candidate',
  booked: 'Booked',
  cancelled: 'Cancelled',
};
const DURATION_OPTIONS = Array.from(
  { length: (INTERVIEW_DURATION_MAX - INTERVIEW_DURATION_MIN) / INTERVIEW_STEP_MINUTES + 1 },
  (_, index) => INTERVIEW_DURATION_MIN + index * INTERVIEW_STEP_MINUTES,
).map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));
const DEFAULT_DURATION = '60';

/** The candidate's interviews: times proposed, booked or cancelled, and a form to propose more. */
export function InterviewsPanel({ applicationId }: { applicationId: string }) {
  const id = useId();
  const interviews = useInterviews(applicationId);
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.stageBox}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        Interviews
      </h2>
      {interviews.isPending && <p>Loading the interviews…</p>}
      {interviews.isError && !isSignedOutError(interviews.error) && (
        <p role="alert" className={messages.failure}>
          {errorMessage(interviews.error)}
        </p>
      )}
      {interviews.data &&
        (interviews.data.items.length === 0 ? (
          <p>No interview proposed yet.</p>
        ) : (
          <ul className={styles.interviewList}>
            {interviews.data.items.map((interview) => (
              <InterviewItem key={interview.id} interview={interview} applicationId={applicationId} />
            ))}
          </ul>
        ))}
      <ProposeForm applicationId={applicationId} />
    </section>
  );
}

const names = (interviewers: StaffRef[]) => interviewers.map((person) => person.name || person.email).join(', ');

function InterviewItem({ interview, applicationId }: { interview: Interview; applicationId: string }) {
  const [rescheduling, setRescheduling] = useState(false);
  const [copied, setCopied] = useState('');
  const cancel = useCancelInterview(applicationId);
  const copy = () =>
    navigator.clipboard.writeText(interview.link).then(
      () => setCopied("The candidate's link is copied."),
      () => setCopied(`Copy the link by hand: ${interview.link}`),
    );
  return (
    <li aria-label={`Interview with ${names(interview.interviewers)}`}>
      <p>
        <strong>{STATE_LABELS[interview.state]}</strong> · {interview.durationMinutes} minutes with{' '}
        {names(interview.interviewers)}
      </p>
      {interview.state === 'booked' && interview.booked && (
        <p>
          On <time dateTime={interview.booked.start}>{formatDateTimeWithZone(interview.booked.start)}</time>
        </p>
      )}
      {interview.state === 'open' && (
        <p>
          {interview.slots.length} times offered; the link works until{' '}
          <time dateTime={interview.linkExpiresAt}>{formatDateTime(interview.linkExpiresAt)}</time>.
        </p>
      )}
      {interview.state !== 'cancelled' && (
        <div className={styles.interviewActions}>
          {interview.state === 'open' && (
            <Button type="button" variant="secondary" onClick={copy}>
              Copy the candidate's link
            </Button>
          )}
          <Button type="button" variant="secondary" aria-expanded={rescheduling} onClick={() => setRescheduling(!rescheduling)}>
            Reschedule
          </Button>
          <Button type="button" variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(interview.id)}>
            Cancel interview
          </Button>
        </div>
      )}
      <p role="status">{copied}</p>
      {cancel.isError && !isSignedOutError(cancel.error) && (
        <p role="alert" className={messages.failure}>
          {errorMessage(cancel.error)}
        </p>
      )}
      {rescheduling && (
        <RescheduleForm interview={interview} applicationId={applicationId} onDone={() => setRescheduling(false)} />
      )}
    </li>
  );
}

/** New times for an interview: a booked one opens again for the candidate to choose. */
function RescheduleForm({
  interview,
  applicationId,
  onDone,
}: {
  interview: Interview;
  applicationId: string;
  onDone: () => void;
}) {
  const reschedule = useRescheduleInterview(applicationId);
  const form = useForm<TimesValues>({ defaultValues: { slots: [{ value: '' }] }, shouldFocusError: true });
  const submit = form.handleSubmit(({ slots }) =>
    reschedule.mutate(
      { interviewId: interview.id, slots: slots.map(({ value }) => instantOf(value)) },
      { onSuccess: onDone, onError: (error) => showServerErrors(form, error, slots.length) },
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="New times" className={styles.scorecardForm}>
      <InterviewTimes control={form.control} register={form.register} errors={form.formState.errors} />
      <FormFailure error={reschedule.error} />
      <Button type="submit" disabled={reschedule.isPending}>
        Offer the new times
      </Button>
    </form>
  );
}

interface ProposeValues extends TimesValues {
  interviewerIds: string[];
  durationMinutes: string;
}

function ProposeForm({ applicationId }: { applicationId: string }) {
  const id = useId();
  const interviewers = useInterviewers();
  const propose = useProposeInterview(applicationId);
  const form = useForm<ProposeValues>({
    defaultValues: { interviewerIds: [], durationMinutes: DEFAULT_DURATION, slots: [{ value: '' }] },
  });
  const { register, formState } = form;
  const submit = form.handleSubmit(({ interviewerIds, durationMinutes, slots }) =>
    propose.mutate(
      { interviewerIds, durationMinutes: Number(durationMinutes), slots: slots.map(({ value }) => instantOf(value)) },
      { onSuccess: () => form.reset(), onError: (error) => showServerErrors(form, error, slots.length) },
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Propose interview times" className={styles.scorecardForm}>
      <fieldset className={styles.timesFieldset} aria-describedby={`${id}-interviewers-error`}>
        <legend>Interviewers</legend>
        {interviewers.data?.items.map((person) => (
          <CheckboxField
            key={person.id}
            id={`${id}-interviewer-${person.id}`}
            label={person.name || person.email}
            value={person.id}
            {...register('interviewerIds', { validate: (ids) => ids.length > 0 || 'Choose at least one interviewer' })}
          />
        ))}
        <FieldError id={`${id}-interviewers-error`} message={formState.errors.interviewerIds?.message} />
      </fieldset>
      <SelectField
        id={`${id}-duration`}
        label="Length"
        required
        options={DURATION_OPTIONS}
        error={formState.errors.durationMinutes?.message}
        {...register('durationMinutes')}
      />
      <InterviewTimes control={form.control} register={register} errors={formState.errors} />
      <FormFailure error={propose.error} />
      <Button type="submit" disabled={propose.isPending}>
        Propose times
      </Button>
    </form>
  );
}

/** The API's field errors on the form's fields, the first focused; other failures show below the form. */
function showServerErrors<V extends TimesValues>(form: UseFormReturn<V>, error: unknown, slotCount: number) {
  if (isSignedOutError(error)) return;
  const byField = Object.fromEntries(
    Object.entries(fieldErrorsOf(error)).map(([field, message]) => [timeFieldOf(field), message]),
  );
  const fieldOrder = [
    'interviewerIds',
    'durationMinutes',
    ...Array.from({ length: slotCount }, (_, index) => `slots.${index}.value`),
  ];
  applyServerErrors(form, byField, fieldOrder as FieldPath<V>[]);
}

function FormFailure({ error }: { error: Error | null }) {
  if (!error || isSignedOutError(error) || Object.keys(fieldErrorsOf(error)).length > 0) return null;
  return (
    <p role="alert" className={messages.failure}>
      {errorMessage(error)}
    </p>
  );
}
