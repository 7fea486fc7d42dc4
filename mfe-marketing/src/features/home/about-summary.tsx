import { brand, Link, Section } from 'shared-ui';
import { Skylines } from '../../components/artwork/skylines';
import { Reveal } from '../../components/reveal';
import styles from './about-summary.module.css';
import { TRUST_CLAIMS } from './home-content';

/** The home page's '#about': who we are, ISO 27001 and 'Trusted by Governments' (spec §2 Home, 3). */
export function AboutSummary() {
  return (
    <Section id="about" eyebrow="About us" title="A partner for work that cannot fail" muted>
      <Reveal className={styles.layout}>
        <div className={styles.copy}>
          <p className={styles.lead}>
            Since {brand.foundedYear}, {brand.name} has helped public institutions and regulated enterprises move critical
            services online, protect the data behind them and put AI to work responsibly.
          </p>
          <ul className={styles.claims}>
            {TRUST_CLAIMS.map((claim) => (
              <li key={claim.title} className={styles.claim}>
                <h3 className={styles.claimTitle}>{claim.title}</h3>
                <p className={styles.claimText}>{claim.text}</p>
              </li>
            ))}
          </ul>
          <Link to="/about" className={styles.more}>
            Our story and leadership
          </Link>
        </div>
        <div className={styles.art}>
          <Skylines />
        </div>
      </Reveal>
    </Section>
  );
}
