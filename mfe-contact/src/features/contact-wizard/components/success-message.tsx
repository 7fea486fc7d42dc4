import type { Ref } from 'react';
import styles from './contact-wizard.module.css';

/** spec §2: the 'Message Sent!' overlay of step 3. */
export function SuccessMessage({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className={styles.successPanel}>
      <span className={styles.successIcon} aria-hidden="true">
        ✓
      </span>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        Message Sent!
      </h3>
      <p className={styles.successText}>Thank you for contacting us. We've sent a confirmation to your email.</p>
    </div>
  );
}
