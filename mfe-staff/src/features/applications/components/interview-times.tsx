import { INTERVIEW_SLOTS_MAX, INTERVIEW_STEP_MINUTES } from 'contracts/staff';
import { useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { viewerTimeZone } from '../../../lib/local-time';
import styles from './applications.module.css';

/** The form's times: `datetime-local` values, in the browser's zone. */
export interface TimesValues {
  slots: { value: string }[];
}

/** The API names a time `slots.<n>` (all of them `slots`); the form, `slots.<n>.value`. */
export const timeFieldOf = (field: string) =>
  field === 'slots' ? 'slots.0.value' : /^slots\.\d+$/.test(field) ? `${field}.value` : field;

/** One to ten times to offer, each a date and time in the reader's zone, on the quarter hour. */
export function InterviewTimes<V extends TimesValues>({
  control,
  register,
  errors,
}: {
  control: Control<V>;
  register: UseFormRegister<V>;
  errors: FieldErrors<TimesValues>;
}) {
  const id = useId();
  const times = useFieldArray({ control: control as unknown as Control<TimesValues>, name: 'slots' });
  const registerTime = register as unknown as UseFormRegister<TimesValues>;
  return (
    <fieldset className={styles.timesFieldset}>
      <legend>Times to offer (your time zone: {viewerTimeZone()})</legend>
      {times.fields.map((field, index) => (
        <div key={field.id} className={styles.timeRow}>
          <TextField
            id={`${id}-time-${index}`}
            label={`Time ${index + 1}`}
            type="datetime-local"
            step={INTERVIEW_STEP_MINUTES * 60}
            required
            error={errors.slots?.[index]?.value?.message}
            {...registerTime(`slots.${index}.value`, { required: 'Enter a date and time' })}
          />
          {times.fields.length > 1 && (
            <Button type="button" variant="secondary" onClick={() => times.remove(index)}>
              Remove time {index + 1}
            </Button>
          )}
        </div>
      ))}
      {times.fields.length < INTERVIEW_SLOTS_MAX && (
        <Button type="button" variant="secondary" onClick={() => times.append({ value: '' })}>
          Add a time
        </Button>
      )}
    </fieldset>
  );
}
