import { brand, Link, Section, useSharedName } from 'shared-ui';
import { Skylines } from '../../components/artwork/skylines';
import { Reveal } from '../../components/reveal';
import { marketingMessages } from '../../messages';
import styles from './about-summary.module.css';
import { homeText } from './home-text';

/** The home page's '#about': who we are, ISO 27001 and 'Trusted by Governments' (its third section). */
export function AboutSummary() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const { trustClaims } = homeText.useText();
  return (
    <Section id="about" eyebrow={t('home.about.eyebrow')} title={t('home.about.title')} muted>
      <Reveal className={styles.layout}>
        <div className={styles.copy}>
          <p className={styles.lead}>{t('home.about.lead', { year: brand.foundedYear, company: name(brand.name) })}</p>
          <ul className={styles.claims}>
            {trustClaims.map((claim) => (
              <li key={claim.title} className={styles.claim}>
                <h3 className={styles.claimTitle}>{claim.title}</h3>
                <p className={styles.claimText}>{claim.text}</p>
              </li>
            ))}
          </ul>
          <Link to="/about" className={styles.more}>
            {t('home.about.more')}
          </Link>
        </div>
        <div className={styles.art}>
          <Skylines />
        </div>
      </Reveal>
    </Section>
  );
}
