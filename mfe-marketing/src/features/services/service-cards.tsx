import { Link, Section } from 'shared-ui';
import { Reveal } from '../../components/reveal';
import { marketingMessages } from '../../messages';
import { ServiceIcon, ServiceImage } from './service-artwork';
import styles from './service-cards.module.css';
import { useServices } from './service-text';
import type { ServiceContent } from './services-content';

/** The home page's '#services': the four service lines as cards, then the way to talk about them. */
export function ServicesSection() {
  const t = marketingMessages.useT();
  return (
    // Focusable, so following the hero's 'Scroll down' link brings keyboard focus here too.
    <Section
      id="services"
      tabIndex={-1}
      eyebrow={t('services.eyebrow')}
      title={t('services.title')}
      intro={t('services.intro')}
      className={styles.section}
    >
      <Reveal>
        <ServiceCards />
        <p className={styles.discuss}>
          <Link to="/contact" className={styles.discussLink}>
            {t('services.discuss')}
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.arrow}>
              <path d="M3 8h10M9 4l4 4-4 4" />
            </svg>
          </Link>
        </p>
      </Reveal>
    </Section>
  );
}

/** The four service lines as cards. */
export function ServiceCards() {
  const services = useServices();
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.id} className={styles.item}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A service's card. Its four features show while it is hovered and while anything in it has
 * keyboard focus, by CSS alone; screens that cannot hover always show them, and screen readers
 * always read them.
 */
export function ServiceCard({ service }: { service: ServiceContent }) {
  const t = marketingMessages.useT();
  return (
    <article className={styles.card}>
      <ServiceImage service={service} className={styles.image} />
      <div className={styles.body}>
        <span className={styles.icon}>
          <ServiceIcon icon={service.icon} />
        </span>
        <h3 className={styles.title}>{service.title}</h3>
        <p className={styles.description}>{service.description}</p>
        <div className={styles.features}>
          <p className={styles.featuresTitle}>{t('services.features')}</p>
          <ul className={styles.featureList}>
            {service.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
        <Link to={service.link} className={styles.learnMore}>
          {t('learnMore')}
          <span className="visually-hidden"> {t('learnMoreAbout', { service: service.title })}</span>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.arrow}>
            <path d="M3 8h10M9 4l4 4-4 4" />
          </svg>
        </Link>
      </div>
    </article>
  );
}
