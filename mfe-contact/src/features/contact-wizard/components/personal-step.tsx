import { type Ref, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import type { ContactFormValues } from '../form-values';
import styles from './contact-wizard.module.css';

type PersonalField = 'name' | 'email' | 'company' | 'website' | 'phone' | 'signal';

/** Step 1 'Your Information'. Continue is the form's submit button here, so Enter moves on too. */
export function PersonalStep({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const fieldProps = (name: PersonalField) => ({ id: `${id}-${name}`, error: errors[name]?.message, ...register(name) });

  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        Your Information
      </h3>
      <div className={styles.fieldGrid}>
        <TextField label="Full name" required type="text" autoComplete="name" {...fieldProps('name')} />
        <TextField label="Email address" required type="email" autoComplete="email" spellCheck={false} {...fieldProps('email')} />
        <TextField label="Company or organisation" type="text" autoComplete="organization" {...fieldProps('company')} />
        <TextField label="Website" type="url" inputMode="url" autoComplete="url" spellCheck={false} {...fieldProps('website')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" {...fieldProps('phone')} />
        <TextField
          label="Signal handle"
          hint="If you prefer an end-to-end encrypted follow-up."
          type="text"
          autoComplete="off"
          spellCheck={false}
          {...fieldProps('signal')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">Continue</Button>
      </div>
    </>
  );
}
