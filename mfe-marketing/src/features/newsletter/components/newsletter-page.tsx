import { Container, Link, PageHero, PageMeta, Section, useParams, useSearchParams } from 'shared-ui';
import type { NewsletterAction, NewsletterPageProps } from 'shared-ui/federation';
import { marketingMessages } from '../../../messages';
import styles from './newsletter-page.module.css';

export const NEWSLETTER_ACTIONS: readonly NewsletterAction[] = ['confirm', 'unsubscribe'];
export const isNewsletterAction = (value: unknown): value is NewsletterAction =>
  NEWSLETTER_ACTIONS.includes(value as NewsletterAction);

/**
 * /newsletter/confirm and /newsletter/unsubscribe, reached from a newsletter mail with the link's
 * token: the page says what its button will do, and the button does it. The token is the
 * subscriber's key: the page tells no other site its address, and no search engine keeps it.
 */
export function NewsletterPage({ NewsletterButton }: NewsletterPageProps) {
  const t = marketingMessages.useT();
  const { action } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // The route's prefetch answers 404 for any other action.
  const shown: NewsletterAction = isNewsletterAction(action) ? action : 'confirm';
  return (
    <>
      <PageMeta title={t(`newsletter.${shown}.title`)} description={t(`newsletter.${shown}.text`)} noIndex />
      <meta name="referrer" content="no-referrer" />
      <PageHero title={t(`newsletter.${shown}.title`)} text={t(`newsletter.${shown}.text`)} />
      <Section>
        <Container className={styles.body}>
          {token ? <NewsletterButton action={shown} token={token} /> : <p>{t('newsletter.error.invalid')}</p>}
          <p>
            <Link to="/news">{t('newsletter.backToNews')}</Link>
          </p>
        </Container>
      </Section>
    </>
  );
}
