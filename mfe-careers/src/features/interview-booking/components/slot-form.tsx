import { zodResolver } from '@hookform/resolvers/zod';
import type { InterviewBooking, InterviewChoice } from 'contracts/interview-booking';
import { useId } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { Button, HttpError } from 'shared-ui';
import { describedBy, FieldError, focusFirstInvalid } from 'shared-ui/forms';
import { loadSchemas } from '../../../lib/load-schemas';
import { useBookInterview } from '../api/book-interview';
import { useInterviewBooking } from '../api/get-interview-booking';
import { interviewMessages } from '../messages';
import { momentText, slotDays } from '../slot-times';
import styles from './interview-page.module.css';
import { useShownTimeZone } from './use-shown-time-zone';

/** What a choice came to: booked, the time taken meanwhile, or not sent (offline, a server error). */
export type BookingResult = 'booked' | 'taken' | 'failed';

interface ChoiceValues {
  slotId: string;
}

/** The API's own schema (contracts), loaded with zod on first use: the same message as the server's. */
const choiceResolver: Resolver<ChoiceValues, unknown, InterviewChoice> = async (values, context, options) => {
  const { interviewChoiceSchema } = await loadSchemas();
  return zodResolver(interviewChoiceSchema)(values, context, options as never) as ReturnType<
    Resolver<ChoiceValues, unknown, InterviewChoice>
  >;
};

const FIELD_ORDER = ['slotId'] as const;

interface SlotFormProps {
  token: string;
  booking: InterviewBooking;
  onResult: (result: BookingResult | undefined) => void;
}

/** The free times as one radio group split by day (a fieldset each), and "Confirm this time". */
export function SlotForm({ token, booking, onResult }: SlotFormProps) {
  const t = interviewMessages.useT();
  const ids = useId();
  const form = useForm<ChoiceValues, unknown, InterviewChoice>({
    defaultValues: { slotId: '' },
    resolver: choiceResolver,
    shouldFocusError: false,
  });
  const submit = useSubmitChoice(token, form, onResult);
  const failed = form.formState.errors.slotId?.message;
  return (
    <form noValidate aria-labelledby={`${ids}heading`} onSubmit={submit.onSubmit} className={styles.form}>
      <h2 id={`${ids}heading`} className={styles.heading}>
        {t('interview.formLabel')}
      </h2>
      <SlotChoices booking={booking} form={form} ids={ids} invalid={Boolean(failed)} />
      <FieldError id={`${ids}error`} message={failed} />
      <div className={styles.actions}>
        <Button type="submit" disabled={submit.sending}>
          {submit.sending ? t('interview.confirming') : t('interview.confirm')}
        </Button>
      </div>
    </form>
  );
}

interface SlotChoicesProps {
  booking: InterviewBooking;
  form: UseFormReturn<ChoiceValues, unknown, InterviewChoice>;
  ids: string;
  invalid: boolean;
}

function SlotChoices({ booking, form, ids, invalid }: SlotChoicesProps) {
  const t = interviewMessages.useT();
  const { locale, timeZone, zoneName, local } = useShownTimeZone(booking.expiresAt);
  const days = slotDays(booking.slots, locale, timeZone);
  const described = describedBy(`${ids}zone`, invalid ? `${ids}error` : undefined);
  return (
    <>
      <p id={`${ids}zone`} className={styles.zone} suppressHydrationWarning>
        {t(local ? 'interview.zoneLocal' : 'interview.zoneServer', { zone: zoneName })}{' '}
        {t('interview.expires', { date: momentText(booking.expiresAt, locale, timeZone) })}
      </p>
      {days.length === 0 && <p className={styles.notice}>{t('interview.noTimesLeft')}</p>}
      {days.map((day, dayIndex) => (
        <fieldset key={day.date} className={styles.day}>
          <legend className={styles.dayName} suppressHydrationWarning>
            {day.label}
          </legend>
          {day.times.map((time, timeIndex) => {
            const id = `${ids}slot-${dayIndex}-${timeIndex}`;
            return (
              <div key={time.id} className={styles.option}>
                <input
                  type="radio"
                  id={id}
                  value={time.id}
                  aria-invalid={invalid}
                  aria-describedby={described}
                  {...form.register('slotId')}
                />
                <label htmlFor={id}>
                  <time dateTime={time.start} suppressHydrationWarning>
                    {time.text}
                  </time>
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}

/**
 * Sends the choice. A time taken meanwhile (409) reads the free times again and asks for another;
 * an expired or cancelled link (410, 404) reads the page's state again; any other failure keeps
 * the choice for the next press of Confirm.
 */
function useSubmitChoice(
  token: string,
  form: UseFormReturn<ChoiceValues, unknown, InterviewChoice>,
  onResult: (result: BookingResult | undefined) => void,
) {
  const booking = useBookInterview(token);
  const { refetch } = useInterviewBooking(token);
  function send(choice: InterviewChoice) {
    onResult(undefined);
    booking.mutate(choice, {
      onSuccess: () => onResult('booked'),
      onError: (error) => {
        const status = error instanceof HttpError ? error.status : undefined;
        if (status === 409) form.setValue('slotId', '');
        if (status === 409 || status === 410 || status === 404) void refetch();
        if (status !== 410 && status !== 404) onResult(status === 409 ? 'taken' : 'failed');
      },
    });
  }
  const onSubmit = form.handleSubmit(send, (errors) => focusFirstInvalid(form, errors, FIELD_ORDER));
  return { onSubmit, sending: booking.isPending };
}
