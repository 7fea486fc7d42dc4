import { useId } from 'react';
import { brand, headquartersAddress, SocialLinks } from 'shared-ui';
import styles from './contact-details.module.css';

/** spec §2 "Contact": e-mail, headquarters, social links and the 'Secure Communication' box. */
export function ContactDetails() {
  const id = useId();

  return (
    <div className={styles.details}>
      <section aria-labelledby={`${id}-info`} className={styles.block}>
        <h3 id={`${id}-info`} className={styles.heading}>
          Contact Information
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </dd>
          </div>
          <div>
            <dt>Headquarters</dt>
            <dd>
              <address className={styles.address}>{headquartersAddress}</address>
            </dd>
          </div>
        </dl>
        <SocialLinks />
      </section>
      <section aria-labelledby={`${id}-secure`} className={styles.secureBox}>
        <h3 id={`${id}-secure`} className={styles.heading}>
          Secure Communication
        </h3>
        <ul className={styles.secureList}>
          <li>Your information is encrypted and securely transmitted.</li>
          <li>We send a confirmation email to verify your submission.</li>
          <li>Our typical response time is 1-2 business days.</li>
        </ul>
      </section>
    </div>
  );
}
