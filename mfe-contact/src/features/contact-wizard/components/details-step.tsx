import { MESSAGE_MAX, SERVICE_OPTIONS } from 'contracts/contact-rules';
import { type Ref, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button, useLocalePath } from 'shared-ui';
import { CheckboxField, RequiredMark, SelectField, TextareaField } from 'shared-ui/forms';
import { contactMessages } from '../../../messages';
import type { ContactFormValues } from '../form-values';
import type { SecurityCheck } from '../use-security-check';
import styles from './contact-wizard.module.css';
import { SecurityCheckField } from './security-check-field';

interface DetailsStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  security: SecurityCheck;
  sending: boolean;
  onBack: () => void;
}

/** The submit button's label, by its message key. */
function submitLabel({ verified, sending }: { verified: boolean; sending: boolean }) {
  if (sending) return 'submit.sending';
  return verified ? 'submit.send' : 'submit.verifyFirst';
}

/** Step 2 'Message Details'. */
export function DetailsStep({ headingRef, security, sending, onBack }: DetailsStepProps) {
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const message = useWatch({ control, name: 'message' });
  const t = contactMessages.useT();
  const localePath = useLocalePath();
  const serviceOptions = SERVICE_OPTIONS.map(({ value }) => ({ value, label: t(`service.${value}`) }));
  const fieldProps = (name: 'service' | 'message') => ({ id: `${id}-${name}`, error: errors[name]?.message, ...register(name) });

  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t('message.heading')}
      </h3>
      <div className={styles.fieldStack}>
        <SelectField
          label={t('message.service')}
          required
          placeholder={t('message.servicePlaceholder')}
          options={serviceOptions}
          {...fieldProps('service')}
        />
        <TextareaField
          label={t('message.label')}
          required
          hint={t('message.count', { count: message.length, max: MESSAGE_MAX })}
          rows={6}
          {...fieldProps('message')}
        />
        <CheckboxField
          id={`${id}-privacy`}
          aria-required="true"
          error={errors.privacy?.message}
          {...register('privacy')}
          label={
            <>
              {t('message.privacyBefore')}
              {/* A new tab, so reading the policy never costs the visitor their answers. */}
              <a href={localePath('/privacy-policy')} target="_blank" rel="noopener">
                {t('message.privacyLink')}
                <span className="visually-hidden">{t('message.privacyNewTab')}</span>
              </a>
              {t('message.privacyAfter')}
              <RequiredMark />
            </>
          }
        />
        <SecurityCheckField security={security} />
        <Honeypot />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('message.back')}
        </Button>
        <Button type="submit" disabled={!security.verified || sending}>
          {t(submitLabel({ verified: security.verified, sending }))}
        </Button>
      </div>
    </>
  );
}

/** The honeypot: a second website field for bots only; filled means the enquiry is not sent. */
function Honeypot() {
  const id = useId();
  const { register } = useFormContext<ContactFormValues>();
  const t = contactMessages.useT();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{t('message.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register('botcheck')} />
    </div>
  );
}
