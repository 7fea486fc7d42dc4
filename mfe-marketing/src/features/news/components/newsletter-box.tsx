import type { FormEvent } from 'react';
import { Button } from 'shared-ui';
import { marketingMessages } from '../../../messages';
import styles from './newsletter-box.module.css';

// The Subscribe button has no behaviour, and the e-mail box has type email and no other rule.
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

export function NewsletterBox() {
  const t = marketingMessages.useT();
  return (
    <section aria-labelledby="newsletter-heading" className={styles.newsletter}>
      <h2 id="newsletter-heading" className={styles.heading}>
        {t('news.newsletter.title')}
      </h2>
      <p className={styles.text}>{t('news.newsletter.text')}</p>
      {/* POST, should it ever be sent before its script runs: an address never goes into a URL. */}
      <form method="post" className={styles.form} onSubmit={ignoreSubmit}>
        <label htmlFor="newsletter-email" className={styles.label}>
          {t('news.newsletter.email')}
        </label>
        <div className={styles.controls}>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            placeholder="you@example.com"
            className={styles.input}
          />
          <Button type="submit" variant="onDark">
            {t('news.newsletter.subscribe')}
          </Button>
        </div>
      </form>
    </section>
  );
}
