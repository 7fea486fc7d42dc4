import { ButtonLink, Container } from 'shared-ui';
import { Reveal } from '../../components/reveal';
import { marketingMessages } from '../../messages';
import styles from './closing-call.module.css';

/** The home page's last word: 'Ready to Transform Your Digital Strategy?' and a consultation button. */
export function ClosingCall() {
  const t = marketingMessages.useT();
  return (
    <section aria-labelledby="closing-call-heading" className={styles.section}>
      <Container>
        <Reveal className={styles.panel}>
          <h2 id="closing-call-heading" className={styles.title}>
            {t('home.closing.title')}
          </h2>
          <p className={styles.text}>{t('home.closing.text')}</p>
          <ButtonLink to="/contact" variant="onDark">
            {t('home.closing.action')}
          </ButtonLink>
        </Reveal>
      </Container>
    </section>
  );
}
