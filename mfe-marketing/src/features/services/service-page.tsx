import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  ButtonLink,
  brand,
  Card,
  Container,
  Link,
  NotFoundScreen,
  PageHero,
  PageMeta,
  Section,
  StickyAside,
  useParams,
} from 'shared-ui';
import { ServiceIcon, ServiceImage } from './service-artwork';
import styles from './service-page.module.css';
import { isServiceId, otherServices, shownImplementations } from './service-rules';
import { type ServiceContent, services } from './services-content';

const CONTACT_PATH = '/contact';

/** /services/:serviceId — one service line, or 'Service Not Found' for any other id (spec §8). */
export function ServicePage() {
  const { serviceId } = useParams();
  const service = isServiceId(serviceId) ? services.find((candidate) => candidate.id === serviceId) : undefined;
  return service ? <ServiceDetail service={service} /> : <ServiceNotFound />;
}

function ServiceNotFound() {
  return (
    <>
      <PageMeta
        title="Service Not Found"
        description={`The service you're looking for doesn't exist. ${brand.name} offers e-government, encryption, cybersecurity and AI/LLM solutions.`}
        noIndex
      />
      <NotFoundScreen
        title="Service Not Found"
        text="The service you're looking for doesn't exist."
        linkTo="/"
        linkLabel="Return to Home"
      />
    </>
  );
}

function ServiceDetail({ service }: { service: ServiceContent }) {
  return (
    <>
      <PageMeta title={service.title} description={service.description} />
      <PageHero
        eyebrow={
          <Link to="/" className={styles.backLink}>
            <span aria-hidden="true">←</span> Back to Home
          </Link>
        }
        title={
          <>
            <span className={styles.heroIcon}>
              <ServiceIcon icon={service.icon} />
            </span>
            {service.title}
          </>
        }
        text={service.description}
        actions={
          <ButtonLink to={CONTACT_PATH} variant="onDark">
            Request a Consultation
          </ButtonLink>
        }
      />

      <Container className={styles.layout}>
        {/* First in the page's order, so phones reach 'Contact Our Team' before the long body; beside it on wide screens. */}
        <StickyAside aria-label={`${service.title} at a glance`} className={styles.sidebar}>
          <section aria-labelledby="benefits-heading" className={styles.sidebarBlock}>
            <h2 id="benefits-heading" className={styles.sidebarHeading}>
              Benefits
            </h2>
            <ul aria-labelledby="benefits-heading" className={styles.benefitList}>
              {service.benefits.map((benefit) => (
                <li key={benefit} className={styles.benefit}>
                  <CheckMark />
                  {benefit}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="get-started-heading" className={clsx(styles.sidebarBlock, styles.getStarted)}>
            <h2 id="get-started-heading" className={styles.sidebarHeading}>
              Ready to get started?
            </h2>
            <p className={styles.getStartedText}>
              Tell us about your goals and constraints. A senior consultant will reply within 1-2 business days.
            </p>
            <ButtonLink to={CONTACT_PATH} variant="onDark">
              Contact Our Team
            </ButtonLink>
          </section>
        </StickyAside>
        <div className={styles.body}>
          <BodySection id="overview" title="Overview">
            <p className={styles.lead}>{service.longDescription}</p>
          </BodySection>

          <BodySection id="features" title="Key Features">
            <ul id={service.featuresAnchorId} aria-labelledby="features-heading" className={styles.featureList}>
              {service.features.map((feature) => (
                <li key={feature} className={styles.feature}>
                  <CheckMark />
                  {feature}
                </li>
              ))}
            </ul>
          </BodySection>

          <BodySection id="implementations" title="Implementation Solutions">
            <ul aria-labelledby="implementations-heading" className={styles.cardGrid}>
              {shownImplementations(service.implementations).map((implementation) => (
                <li key={implementation.title} id={implementation.anchorId} className={styles.cardItem}>
                  <Card className={styles.card}>
                    <h3 className={styles.cardTitle}>{implementation.title}</h3>
                    <p className={styles.cardText}>{implementation.description}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </BodySection>

          <BodySection id="technology-stack" title="Technology Stack">
            <ul aria-labelledby="technology-stack-heading" className={styles.stackList}>
              {service.technologyStack.map((technology) => (
                <li key={technology.title} className={styles.stackItem}>
                  <h3 className={styles.cardTitle}>{technology.title}</h3>
                  <p className={styles.cardText}>{technology.description}</p>
                </li>
              ))}
            </ul>
          </BodySection>

          <BodySection id="metrics" title="Success Metrics">
            <ul aria-labelledby="metrics-heading" className={styles.metricGrid}>
              {service.metrics.map((metric) => (
                <li key={metric.label} className={styles.metric}>
                  <p className={styles.metricValue}>{metric.value}</p>
                  <h3 className={styles.metricLabel}>{metric.label}</h3>
                  <p className={styles.cardText}>{metric.description}</p>
                </li>
              ))}
            </ul>
          </BodySection>

          <BodySection id="case-studies" title="Case Study">
            <article className={styles.caseStudy}>
              <h3 className={styles.cardTitle}>{service.caseStudy.title}</h3>
              <p className={styles.cardText}>{service.caseStudy.description}</p>
            </article>
          </BodySection>
        </div>
      </Container>

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

function CheckMark() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={styles.checkMark}>
      <circle cx="10" cy="10" r="9" />
      <path d="m6 10.5 2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
