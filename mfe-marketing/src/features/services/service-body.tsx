import type { ReactNode } from 'react';
import { Card } from 'shared-ui';
import { marketingMessages } from '../../messages';
import { CheckMark } from './check-mark';
import type { ServiceDetails } from './service-details';
import styles from './service-page.module.css';
import { shownImplementations } from './service-rules';
import type { ServiceContent } from './services-content';

/** The main column: overview, features, implementations, technology, metrics and a case study. */
export function ServiceBody({ service, details }: { service: ServiceContent; details: ServiceDetails }) {
  const t = marketingMessages.useT();
  return (
    <div className={styles.body}>
      <BodySection id="overview" title={t('service.overview')}>
        <p className={styles.lead}>{details.longDescription}</p>
      </BodySection>

      <BodySection id="features" title={t('service.features')}>
        <ul id={service.featuresAnchorId} aria-labelledby="features-heading" className={styles.featureList}>
          {service.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <CheckMark />
              {feature}
            </li>
          ))}
        </ul>
      </BodySection>

      <BodySection id="implementations" title={t('service.implementations')}>
        <ul aria-labelledby="implementations-heading" className={styles.cardGrid}>
          {shownImplementations(details.implementations).map((implementation) => (
            <li key={implementation.title} id={implementation.anchorId} className={styles.cardItem}>
              <Card className={styles.card}>
                <h3 className={styles.cardTitle}>{implementation.title}</h3>
                <p className={styles.cardText}>{implementation.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </BodySection>

      <BodySection id="technology-stack" title={t('service.technology')}>
        <ul aria-labelledby="technology-stack-heading" className={styles.stackList}>
          {details.technologyStack.map((technology) => (
            <li key={technology.title} className={styles.stackItem}>
              <h3 className={styles.cardTitle}>{technology.title}</h3>
              <p className={styles.cardText}>{technology.description}</p>
            </li>
          ))}
        </ul>
      </BodySection>

      <ServiceResults details={details} />
    </div>
  );
}

/** What the service achieved: the metrics and the case study. */
function ServiceResults({ details }: { details: ServiceDetails }) {
  const t = marketingMessages.useT();
  return (
    <>
      <BodySection id="metrics" title={t('service.metrics')}>
        <ul aria-labelledby="metrics-heading" className={styles.metricGrid}>
          {details.metrics.map((metric) => (
            <li key={metric.label} className={styles.metric}>
              <p className={styles.metricValue}>{metric.value}</p>
              <h3 className={styles.metricLabel}>{metric.label}</h3>
              <p className={styles.cardText}>{metric.description}</p>
            </li>
          ))}
        </ul>
      </BodySection>

      <BodySection id="case-studies" title={t('service.caseStudy')}>
        <article className={styles.caseStudy}>
          <h3 className={styles.cardTitle}>{details.caseStudy.title}</h3>
          <p className={styles.cardText}>{details.caseStudy.description}</p>
        </article>
      </BodySection>
    </>
  );
}

interface BodySectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A section of the page's main column: its id is the anchor the sitemap links to. */
function BodySection({ id, title, children }: BodySectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.bodySection}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
