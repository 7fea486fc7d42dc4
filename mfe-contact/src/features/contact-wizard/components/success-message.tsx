import type { Ref } from 'react';
import { contactMessages } from '../../../messages';
import styles from './contact-wizard.module.css';

/** The 'Message Sent!' overlay of step 3. */
export function SuccessMessage({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const t = contactMessages.useT();
  return (
    <div className={styles.successPanel}>
      <span className={styles.successIcon} aria-hidden="true">
        ✓
      </span>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t('success.heading')}
      </h3>
      <p className={styles.successText}>{t('success.text')}</p>
    </div>
  );
}
