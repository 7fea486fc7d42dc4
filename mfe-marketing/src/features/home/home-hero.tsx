import { ButtonLink } from 'shared-ui';
import { HeroGlobe } from '../../components/artwork/hero-globe';
import { marketingMessages } from '../../messages';
import { SERVICES_ANCHOR } from './home-content';
import styles from './home-hero.module.css';
import { homeText } from './home-text';

/** The home page's opening: the claim, the figures, the two ways in and a way down (its first section). */
export function HomeHero() {
  const t = marketingMessages.useT();
  const { statistics } = homeText.useText();
  return (
    <section id="home" aria-labelledby="home-heading" className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <span className={styles.badgeDot} aria-hidden="true" />
            {t('home.hero.badge')}
          </p>
          <h1 id="home-heading" className={styles.title}>
            {t('home.hero.title')}
          </h1>
          <p className={styles.lead}>{t('home.hero.lead')}</p>
          <div className={styles.actions}>
            <ButtonLink to="/services/e-government" variant="onDark">
              {t('home.hero.explore')}
            </ButtonLink>
            <ButtonLink to="/contact" variant="onDarkOutline">
              {t('home.hero.contact')}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.art}>
          <HeroGlobe />
        </div>
        <ul className={styles.statistics} aria-label={t('home.hero.figures')}>
          {statistics.map((statistic) => (
            <li key={statistic.label} className={styles.statistic}>
              <span className={styles.statisticValue}>{statistic.value}</span>
              <span className={styles.statisticLabel}>{statistic.label}</span>
            </li>
          ))}
        </ul>
      </div>
      {/* Smooth unless reduced motion is preferred: shared-ui's tokens.css sets the page's scroll-behavior. */}
      <a href={`#${SERVICES_ANCHOR}`} className={styles.scrollDown}>
        {t('home.hero.scrollDown')}
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 3v10M4 9l4 4 4-4" />
        </svg>
      </a>
    </section>
  );
}
