import { type Ref, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { contactMessages } from '../../../messages';
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
  const t = contactMessages.useT();
  // Each field's label is its message `personal.<name>`.
  const fieldProps = (name: PersonalField) => ({
    id: `${id}-${name}`,
    label: t(`personal.${name}`),
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t('personal.heading')}
      </h3>
      <div className={styles.fieldGrid}>
        <TextField required type="text" autoComplete="name" {...fieldProps('name')} />
        <TextField required type="email" autoComplete="email" spellCheck={false} {...fieldProps('email')} />
        <TextField type="text" autoComplete="organization" {...fieldProps('company')} />
        <TextField type="url" inputMode="url" autoComplete="url" spellCheck={false} {...fieldProps('website')} />
        <TextField type="tel" autoComplete="tel" {...fieldProps('phone')} />
        <TextField hint={t('personal.signalHint')} type="text" autoComplete="off" spellCheck={false} {...fieldProps('signal')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{t('personal.continue')}</Button>
      </div>
    </>
  );
}
