import { useState } from 'react';
import { Button } from 'shared-ui';
import type { NewsletterButtonProps } from 'shared-ui/federation';
import { marketingMessages } from '../../../messages';
import { type LinkFailure, linkFailure, postNewsletterLink } from '../api/post-newsletter-link';
import styles from './newsletter-page.module.css';

type Outcome = { state: 'idle' | 'sending' | 'done' } | { state: 'failed'; failure: LinkFailure };

/** The newsletter page's island: confirms or unsubscribes with the link's token, and says how it went. */
export function NewsletterButton({ action, token }: NewsletterButtonProps) {
  const t = marketingMessages.useT();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  function press() {
    setOutcome({ state: 'sending' });
    postNewsletterLink(action, token).then(
      () => setOutcome({ state: 'done' }),
      (error: unknown) => setOutcome({ state: 'failed', failure: linkFailure(error) }),
    );
  }

  return (
    <div className={styles.action}>
      {outcome.state !== 'done' && (
        <Button type="button" onClick={press} disabled={outcome.state === 'sending'}>
          {t(`newsletter.${action}.button`)}
        </Button>
      )}
      <p role="status" className={styles.status}>
        {outcome.state === 'done' && t(`newsletter.${action}.done`)}
        {outcome.state === 'failed' && t(`newsletter.error.${outcome.failure}`)}
      </p>
    </div>
  );
}
