import { type FormEvent, useRef, useState } from 'react';
import { Button, fieldErrorsOf, useFieldMessage, useLocale } from 'shared-ui';
import { marketingMessages } from '../../../messages';
import { type SubscribeFailure, subscribeFailure, subscribeToNewsletter } from '../api/subscribe';
import styles from './newsletter-box.module.css';

type Outcome = { state: 'idle' | 'sending' | 'subscribed' } | { state: 'failed'; failure: SubscribeFailure };

const ERROR_ID = 'newsletter-email-error';

/**
 * The news page's subscription form. The address is checked by the API alone (the marketing
 * pages carry no schema library), whose field message shows in the page's language; a failure
 * keeps what was typed. A plain request, not a React Query mutation: marketing pages load no
 * React Query.
 */
export function NewsletterBox() {
  const t = marketingMessages.useT();
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [emailError, setEmailError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome.state === 'sending') return;
    setOutcome({ state: 'sending' });
    setEmailError(undefined);
    subscribeToNewsletter({ email: input.current?.value ?? '', locale }).then(
      () => setOutcome({ state: 'subscribed' }),
      (error: unknown) => {
        const refused = fieldErrorsOf(error).email;
        setEmailError(refused);
        if (refused) input.current?.focus();
        setOutcome({ state: 'failed', failure: subscribeFailure(error) });
      },
    );
  }

  return (
    <section aria-labelledby="newsletter-heading" className={styles.newsletter}>
      <h2 id="newsletter-heading" className={styles.heading}>
        {t('news.newsletter.title')}
      </h2>
      <p className={styles.text}>{t('news.newsletter.text')}</p>
      {/* POST, should it ever be sent before its script runs: an address never goes into a URL. */}
      <form method="post" className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor="newsletter-email" className={styles.label}>
          {t('news.newsletter.email')}
        </label>
        <div className={styles.controls}>
          <input
            ref={input}
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            placeholder="you@example.com"
            className={styles.input}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? ERROR_ID : undefined}
          />
          <Button type="submit" variant="onDark" disabled={outcome.state === 'sending'}>
            {t(outcome.state === 'sending' ? 'news.newsletter.sending' : 'news.newsletter.subscribe')}
          </Button>
        </div>
        {emailError && (
          <p id={ERROR_ID} className={styles.error}>
            {fieldMessage(emailError)}
          </p>
        )}
        <p role="status" className={styles.status}>
          {outcome.state === 'subscribed' && t('news.newsletter.success')}
          {outcome.state === 'failed' && outcome.failure !== 'invalid' && t(`news.newsletter.error.${outcome.failure}`)}
        </p>
      </form>
    </section>
  );
}
