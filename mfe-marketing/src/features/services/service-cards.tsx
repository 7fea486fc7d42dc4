import { type FocusEvent, useEffect, useId, useState } from 'react';
import { clsx, Link, Section } from 'shared-ui';
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
    // Focusable, so the hero's 'Scroll down' can bring keyboard users here too.
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
  const canHover = useCanHover();
  const services = useServices();
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.id} className={styles.item}>
          <ServiceCard service={service} alwaysShowFeatures={!canHover} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A service's card. Its four features show while it is hovered (spec §2) and also while it or
 * anything in it has keyboard focus, so keyboard users get them too; touch screens, which cannot
 * hover, always show them.
 */
export function ServiceCard({ service, alwaysShowFeatures = false }: { service: ServiceContent; alwaysShowFeatures?: boolean }) {
  const t = marketingMessages.useT();
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const featuresId = useId();
  const showsFeatures = alwaysShowFeatures || isHovered || hasFocus;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
  };

  return (
    <article
      className={clsx(styles.card, showsFeatures && styles.isOpen)}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
    >
      <ServiceImage service={service} className={styles.image} />
      <div className={styles.body}>
        <span className={styles.icon}>
          <ServiceIcon icon={service.icon} />
        </span>
        <h3 className={styles.title}>{service.title}</h3>
        <p className={styles.description}>{service.description}</p>
        <div id={featuresId} className={styles.features} hidden={!showsFeatures}>
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

/** False on touch screens (no hover); true on the server and while hydrating, which cannot know. */
function useCanHover(): boolean {
  const [canHover, setCanHover] = useState(true);
  useEffect(() => {
    const query = window.matchMedia('(hover: hover)');
    setCanHover(query.matches);
    const onChange = () => setCanHover(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return canHover;
}
