import { useEffect, useRef } from 'react';
import { ButtonLink } from 'shared-ui';
import { Icon } from '../../../components/icon';
import { CAREERS_PATH } from '../../../lib/careers-paths';
import styles from './application-form.module.css';

/** spec §2: what happens after an application, as candidates are told. */
const NEXT_STEPS = [
  'Our talent team reviews your application, typically within 1-2 weeks.',
  'If your profile matches the role, we contact you for an initial interview.',
  'Depending on the role, you may be asked to complete a technical assessment.',
  'Final interviews with the team you would join.',
] as const;

/** spec §2 Apply, success view: 'Application Submitted!' and what happens next. */
export function SuccessView({ jobTitle }: { jobTitle: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={styles.success}>
      <span className={styles.successIcon}>
        <Icon name="check" size={32} strokeWidth={3} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.successTitle}>
        Application Submitted!
      </h2>
      <p className={styles.successText}>
        Thank you for applying for the {jobTitle} position. We have received your application and a confirmation is on its way to
        your email.
      </p>
      <section className={styles.nextSteps} aria-labelledby="next-steps-heading">
        <h3 id="next-steps-heading" className={styles.nextStepsTitle}>
          What happens next
        </h3>
        <ol className={styles.nextStepsList}>
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <div className={styles.successActions}>
        <ButtonLink to={CAREERS_PATH}>Explore More Opportunities</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Return to Homepage
        </ButtonLink>
      </div>
    </div>
  );
}
