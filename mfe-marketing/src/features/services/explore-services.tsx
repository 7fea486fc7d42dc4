import { Link, Section } from 'shared-ui';
import { ServiceImage } from './service-artwork';
import styles from './service-page.module.css';
import { otherServices } from './service-rules';
import { type ServiceContent, services } from './services-content';

/** spec §2: the other three services, each with its image and 'Learn more'. */
export function ExploreServices({ service }: { service: ServiceContent }) {
  return (
    <Section id="explore-services" title="Explore Other Services" muted>
      <ul className={styles.exploreGrid}>
        {otherServices(services, service.id).map((other) => (
          <li key={other.id} className={styles.cardItem}>
            <article className={styles.exploreCard}>
              <ServiceImage service={other} />
              <div className={styles.exploreBody}>
                <h3 className={styles.cardTitle}>{other.title}</h3>
                <p className={styles.cardText}>{other.description}</p>
                <Link to={other.link} className={styles.learnMore}>
                  Learn more<span className="visually-hidden"> about {other.title}</span>
                  <span aria-hidden="true"> →</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
