import type { FormEvent } from 'react';
import { Button } from 'shared-ui';
import styles from './newsletter-box.module.css';

// spec §2, §5: the Subscribe button has no behaviour and the e-mail box has type email and no other rule.
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-heading" className={styles.newsletter}>
      <h2 id="newsletter-heading" className={styles.heading}>
        Subscribe to Our Newsletter
      </h2>
      <p className={styles.text}>
        Insights on digital government, encryption, cybersecurity and AI, delivered to your inbox once a month.
      </p>
      <form className={styles.form} onSubmit={ignoreSubmit}>
        <label htmlFor="newsletter-email" className={styles.label}>
          Email address
        </label>
        <div className={styles.controls}>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={styles.input}
          />
          <Button type="submit" variant="onDark">
            Subscribe
          </Button>
        </div>
      </form>
    </section>
  );
}
