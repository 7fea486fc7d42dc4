import { MESSAGE_MAX, SERVICE_OPTIONS } from 'contracts/contact-constants';
import { type Ref, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from 'shared-ui';
import { CheckboxField, RequiredMark, SelectField, TextareaField } from 'shared-ui/forms';
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

/** spec §4: the submit button's label. */
export function submitLabel({ verified, sending }: { verified: boolean; sending: boolean }): string {
  if (sending) return 'Sending...';
  return verified ? 'Send Message' : 'Complete verification first';
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
  const fieldProps = (name: 'service' | 'message') => ({ id: `${id}-${name}`, error: errors[name]?.message, ...register(name) });

  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        Message Details
      </h3>
      <div className={styles.fieldStack}>
        <SelectField
          label="Service of interest"
          required
          placeholder="Select a service"
          options={SERVICE_OPTIONS}
          {...fieldProps('service')}
        />
        <TextareaField
          label="Message"
          required
          hint={`${message.length} / ${MESSAGE_MAX} characters`}
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
              I agree to the {/* A new tab, so reading the policy never costs the visitor their answers. */}
              <a href="/privacy-policy" target="_blank" rel="noopener">
                privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
              </a>{' '}
              and to my details being used to answer this enquiry.
              <RequiredMark />
            </>
          }
        />
        <SecurityCheckField security={security} />
        <Honeypot />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={!security.verified || sending}>
          {submitLabel({ verified: security.verified, sending })}
        </Button>
      </div>
    </>
  );
}

/** spec §4: a second website field for bots only; filled means the enquiry is not sent. */
function Honeypot() {
  const id = useId();
  const { register } = useFormContext<ContactFormValues>();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register('botcheck')} />
    </div>
  );
}
