import { ButtonLink, brand, Container, Link, NotFoundScreen, PageHero, PageMeta, useParams } from 'shared-ui';
import { ExploreServices } from './explore-services';
import { ServiceIcon } from './service-artwork';
import { ServiceBody } from './service-body';
import { serviceDetails } from './service-details';
import styles from './service-page.module.css';
import { isServiceId } from './service-rules';
import { CONTACT_PATH, ServiceSidebar } from './service-sidebar';
import { type ServiceContent, services } from './services-content';

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
        <ServiceSidebar service={service} details={serviceDetails[service.id]} />
        <ServiceBody service={service} details={serviceDetails[service.id]} />
      </Container>

      <ExploreServices service={service} />
    </>
  );
}
