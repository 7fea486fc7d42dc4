import type { JobContent } from 'contracts/staff';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { CheckboxField, FormField, formControlClassName } from 'shared-ui';
import type { JobFormValues } from '../job-form';
import styles from './jobs.module.css';

interface JobFieldsProps {
  form: UseFormReturn<JobFormValues, unknown, JobContent>;
  /** Once published, the web address is fixed. */
  published: boolean;
}

/** Every field of a job's public page, in the order the page shows them. */
export function JobFields({ form, published }: JobFieldsProps) {
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const hasPay = useWatch({ control, name: 'hasPay' });
  const field = (name: keyof JobFormValues) => `${id}-${name}`;
  const text = (name: keyof JobFormValues, label: string, options: { hint?: string; autoComplete?: string } = {}) => (
    <FormField id={field(name)} label={label} required hint={options.hint} error={errors[name]?.message}>
      {(control) => <input {...control} {...register(name)} type="text" autoComplete="off" className={formControlClassName} />}
    </FormField>
  );
  const lines = (name: 'responsibilities' | 'requirements' | 'benefits', label: string, required: boolean) => (
    <FormField
      id={field(name)}
      label={label}
      required={required}
      optional={!required}
      hint="One per line."
      error={errors[name]?.message}
    >
      {(control) => <textarea {...control} {...register(name)} rows={5} className={formControlClassName} />}
    </FormField>
  );

  return (
    <>
      <p className={styles.requiredNote}>Fields marked with an asterisk (*) are required.</p>
      {text('title', 'Title')}
      <FormField
        id={field('slug')}
        label="Web address"
        optional={!published}
        hint={
          published
            ? 'Fixed since the job was published: links to it keep working.'
            : 'The end of /careers/…; left empty, it is made from the title. It cannot change once the job is published.'
        }
        error={errors.slug?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('slug')}
            type="text"
            readOnly={published}
            spellCheck={false}
            autoComplete="off"
            className={formControlClassName}
          />
        )}
      </FormField>
      <div className={styles.fieldRow}>
        {text('department', 'Department')}
        {text('location', 'Location', { hint: 'City, Country (a job in Illinois must state its pay).' })}
        {text('type', 'Employment type')}
      </div>
      <FormField id={field('description')} label="Description" required error={errors.description?.message}>
        {(control) => <textarea {...control} {...register('description')} rows={5} className={formControlClassName} />}
      </FormField>
      {lines('responsibilities', 'Key responsibilities', true)}
      {lines('requirements', 'Requirements and qualifications', true)}
      {lines('benefits', 'Benefits and perks', false)}
      <FormField
        id={field('closingDate')}
        label="Closing date"
        optional
        hint="The last day applications are taken."
        error={errors.closingDate?.message}
      >
        {(control) => <input {...control} {...register('closingDate')} type="date" className={formControlClassName} />}
      </FormField>
      <fieldset className={styles.pay}>
        <legend>Pay range</legend>
        <CheckboxField
          id={field('hasPay')}
          label="State the pay range on the page"
          error={errors.hasPay?.message}
          {...register('hasPay')}
        />
        {hasPay && (
          <div className={styles.fieldRow}>
            <FormField id={field('payMin')} label="From" required error={errors.payMin?.message}>
              {(control) => (
                <input {...control} {...register('payMin')} type="text" inputMode="numeric" className={formControlClassName} />
              )}
            </FormField>
            <FormField id={field('payMax')} label="To" required error={errors.payMax?.message}>
              {(control) => (
                <input {...control} {...register('payMax')} type="text" inputMode="numeric" className={formControlClassName} />
              )}
            </FormField>
            <FormField
              id={field('payCurrency')}
              label="Currency"
              required
              hint="USD, QAR, AED…"
              error={errors.payCurrency?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...register('payCurrency')}
                  type="text"
                  maxLength={3}
                  autoComplete="off"
                  className={formControlClassName}
                />
              )}
            </FormField>
            <FormField id={field('payPeriod')} label="Per" required error={errors.payPeriod?.message}>
              {(control) => (
                <select {...control} {...register('payPeriod')} className={formControlClassName}>
                  <option value="year">Year</option>
                  <option value="month">Month</option>
                  <option value="hour">Hour</option>
                </select>
              )}
            </FormField>
          </div>
        )}
      </fieldset>
    </>
  );
}
