import { Link, Section } from 'shared-ui';
import { marketingMessages } from '../../messages';
import { ServiceImage } from './service-artwork';
import styles from './service-page.module.css';
import { otherServices } from './service-rules';
import { useServices } from './service-text';
import type { ServiceContent } from './services-content';

/** 'Explore Other Services': the other three services, each with its image and 'Learn more'. */
export function ExploreServices({ service }: { service: ServiceContent }) {
  const t = marketingMessages.useT();
  const services = useServices();
  return (
    <Section id="explore-services" title={t('service.explore')} muted>
      <ul className={styles.exploreGrid}>
        {otherServices(services, service.id).map((other) => (
          <li key={other.id} className={styles.cardItem}>
            <article className={styles.exploreCard}>
              <ServiceImage service={other} />
              <div className={styles.exploreBody}>
                <h3 className={styles.cardTitle}>{other.title}</h3>
                <p className={styles.cardText}>{other.description}</p>
                <Link to={other.link} className={styles.learnMore}>
                  {t('learnMore')}
                  <span className="visually-hidden"> {t('learnMoreAbout', { service: other.title })}</span>{' '}
                  <span aria-hidden="true" className={styles.arrow}>
                    →
                  </span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
