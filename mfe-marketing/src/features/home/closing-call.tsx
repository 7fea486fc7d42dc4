import { ButtonLink, Container } from 'shared-ui';
import { Reveal } from '../../components/reveal';
import styles from './closing-call.module.css';

/** The home page's last word (spec §2 Home, 6). */
export function ClosingCall() {
  return (
    <section aria-labelledby="closing-call-heading" className={styles.section}>
      <Container>
        <Reveal className={styles.panel}>
          <h2 id="closing-call-heading" className={styles.title}>
            Ready to Transform Your Digital Strategy?
          </h2>
          <p className={styles.text}>
            Tell us where you are and where you need to be. A senior consultant will come back to you within 1-2 business days
            with a first view of the way there.
          </p>
          <ButtonLink to="/contact" variant="onDark">
            Schedule a Consultation
          </ButtonLink>
        </Reveal>
      </Container>
    </section>
  );
}
