import { useEffect, useRef } from 'react';
import { ButtonLink } from 'shared-ui';
import { Icon } from '../../../components/icon';
import { CAREERS_PATH } from '../../../lib/careers-paths';
import { useJobTextLanguage } from '../../../lib/job-text';
import { messageWith } from '../../../lib/message-with';
import { applyContent } from '../apply-content.localized';
import { applyPageMessages } from '../messages';
import styles from './apply-page.module.css';

/** The form's heading, which the success view replaces. */
export function ApplyFormHeading() {
  const t = applyPageMessages.useT();
  return <h2 className={styles.cardHeading}>{t('apply.formHeading')}</h2>;
}

/** The apply page once the application is sent: 'Application Submitted!' and what happens next. */
export function SuccessView({ jobTitle }: { jobTitle: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const t = applyPageMessages.useT();
  const jobText = useJobTextLanguage();
  const { nextSteps } = applyContent.useText();

  return (
    <div className={styles.success}>
      <span className={styles.successIcon}>
        <Icon name="check" size={32} strokeWidth={3} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.successTitle}>
        {t('success.heading')}
      </h2>
      <p className={styles.successText}>
        {messageWith(t, 'success.text', { title: jobText.lang ? <bdi {...jobText}>{jobTitle}</bdi> : jobTitle })}
      </p>
      <section className={styles.nextSteps} aria-labelledby="next-steps-heading">
        <h3 id="next-steps-heading" className={styles.nextStepsTitle}>
          {t('success.nextSteps')}
        </h3>
        <ol className={styles.nextStepsList}>
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <div className={styles.successActions}>
        <ButtonLink to={CAREERS_PATH}>{t('success.more')}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t('success.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
