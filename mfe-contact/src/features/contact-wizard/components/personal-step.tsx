import { type Ref, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button, FormField, formControlClassName } from 'shared-ui';
import type { ContactFormValues } from '../form-values';
import styles from './contact-wizard.module.css';

/** Step 1 'Your Information'. Continue is the form's submit button here, so Enter moves on too. */
export function PersonalStep({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();

  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        Your Information
      </h3>
      <div className={styles.fieldGrid}>
        <FormField id={`${id}-name`} label="Full name" required error={errors.name?.message}>
          {(control) => (
            <input {...control} {...register('name')} type="text" autoComplete="name" className={formControlClassName} />
          )}
        </FormField>
        <FormField id={`${id}-email`} label="Email address" required error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              spellCheck={false}
              className={formControlClassName}
            />
          )}
        </FormField>
        <FormField id={`${id}-company`} label="Company or organisation" error={errors.company?.message}>
          {(control) => (
            <input
              {...control}
              {...register('company')}
              type="text"
              autoComplete="organization"
              className={formControlClassName}
            />
          )}
        </FormField>
        <FormField id={`${id}-website`} label="Website" error={errors.website?.message}>
          {(control) => (
            <input
              {...control}
              {...register('website')}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              className={formControlClassName}
            />
          )}
        </FormField>
        <FormField id={`${id}-phone`} label="Phone number" error={errors.phone?.message}>
          {(control) => (
            <input {...control} {...register('phone')} type="tel" autoComplete="tel" className={formControlClassName} />
          )}
        </FormField>
        <FormField
          id={`${id}-signal`}
          label="Signal handle"
          hint="If you prefer an end-to-end encrypted follow-up."
          error={errors.signal?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('signal')}
              type="text"
              autoComplete="off"
              spellCheck={false}
              className={formControlClassName}
            />
          )}
        </FormField>
      </div>
      <div className={styles.actions}>
        <Button type="submit">Continue</Button>
      </div>
    </>
  );
}
