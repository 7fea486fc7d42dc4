import type { JobContent } from 'contracts/staff';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { CheckboxField, SelectField, TextareaField, TextField } from 'shared-ui/forms';
import type { JobFormValues } from '../job-form';
import styles from './jobs.module.css';

interface JobFieldsProps {
  form: UseFormReturn<JobFormValues, unknown, JobContent>;
  /** Once published, the web address is fixed. */
  published: boolean;
}

type FieldProps = ReturnType<UseFormReturn<JobFormValues>['register']> & { id: string; error?: string };

const PAY_PERIOD_OPTIONS = [
  { value: 'year', label: 'Year' },
  { value: 'month', label: 'Month' },
  { value: 'hour', label: 'Hour' },
] as const;

/** Every field of a job's public page, in the order the page shows them, then its scorecard (never public). */
export function JobFields({ form, published }: JobFieldsProps) {
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const hasPay = useWatch({ control, name: 'hasPay' });
  /** A field's id, error and registration. */
  const fieldProps = (name: keyof JobFormValues): FieldProps => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
    ...register(name),
  });
  const text = (name: keyof JobFormValues, label: string, hint?: string) => (
    <TextField label={label} required hint={hint} type="text" autoComplete="off" {...fieldProps(name)} />
  );
  const lines = (name: 'responsibilities' | 'requirements' | 'benefits', label: string, required: boolean) => (
    <TextareaField label={label} required={required} optional={!required} hint="One per line." rows={5} {...fieldProps(name)} />
  );

  return (
    <>
      <p className={styles.requiredNote}>Fields marked with an asterisk (*) are required.</p>
      {text('title', 'Title')}
      <TextField
        label="Web address"
        optional={!published}
        hint={
          published
            ? 'Fixed since the job was published: links to it keep working.'
            : 'The end of /careers/…; left empty, it is made from the title. It cannot change once the job is published.'
        }
        type="text"
        readOnly={published}
        spellCheck={false}
        autoComplete="off"
        {...fieldProps('slug')}
      />
      <div className={styles.fieldRow}>
        {text('department', 'Department')}
        {text('location', 'Location', 'City, Country (a job in Illinois must state its pay).')}
        {text('type', 'Employment type')}
      </div>
      <TextareaField label="Description" required rows={5} {...fieldProps('description')} />
      {lines('responsibilities', 'Key responsibilities', true)}
      {lines('requirements', 'Requirements and qualifications', true)}
      {lines('benefits', 'Benefits and perks', false)}
      <TextField
        label="Closing date"
        optional
        hint="The last day applications are taken."
        type="date"
        {...fieldProps('closingDate')}
      />
      <fieldset className={styles.pay}>
        <legend>Pay range</legend>
        <CheckboxField label="State the pay range on the page" {...fieldProps('hasPay')} />
        {hasPay && (
          <div className={styles.fieldRow}>
            <TextField label="From" required type="text" inputMode="numeric" {...fieldProps('payMin')} />
            <TextField label="To" required type="text" inputMode="numeric" {...fieldProps('payMax')} />
            <TextField
              label="Currency"
              required
              hint="USD, QAR, AED…"
              type="text"
              maxLength={3}
              autoComplete="off"
              {...fieldProps('payCurrency')}
            />
            <SelectField label="Per" required options={PAY_PERIOD_OPTIONS} {...fieldProps('payPeriod')} />
          </div>
        )}
      </fieldset>
      <ScorecardFields fieldProps={fieldProps} />
    </>
  );
}

/** What interviewers rate and how many scorecards an offer waits for: the job's, never public. */
function ScorecardFields({ fieldProps }: { fieldProps: (name: keyof JobFormValues) => FieldProps }) {
  return (
    <fieldset className={styles.pay}>
      <legend>Scorecard (not shown on the site)</legend>
      <TextareaField
        label="Attributes interviewers rate"
        optional
        hint="One per line, up to 8: each interviewer rates each from 1 (poor) to 4 (excellent)."
        rows={4}
        {...fieldProps('scorecardAttributes')}
      />
      <TextField
        label="Scorecards required before an offer"
        required
        hint="Moving a candidate to Offer or Hired with fewer asks to confirm. 0 asks nothing."
        type="text"
        inputMode="numeric"
        autoComplete="off"
        {...fieldProps('scorecardsRequired')}
      />
    </fieldset>
  );
}
