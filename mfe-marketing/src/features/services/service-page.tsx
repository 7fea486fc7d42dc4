import { ButtonLink, brand, Container, Link, NotFoundScreen, PageHero, PageMeta, useParams, useSharedName } from 'shared-ui';
import { marketingMessages } from '../../messages';
import { ExploreServices } from './explore-services';
import { ServiceIcon } from './service-artwork';
import { ServiceBody } from './service-body';
import styles from './service-page.module.css';
import { isServiceId } from './service-rules';
import { CONTACT_PATH, ServiceSidebar } from './service-sidebar';
import { serviceDetailsText, useServices } from './service-text';
import type { ServiceContent } from './services-content';

/** /services/:serviceId — one service line, or 'Service Not Found' for any other id. */
export function ServicePage() {
  const { serviceId } = useParams();
  const services = useServices();
  const service = isServiceId(serviceId) ? services.find((candidate) => candidate.id === serviceId) : undefined;
  return service ? <ServiceDetail service={service} /> : <ServiceNotFound />;
}

function ServiceNotFound() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  return (
    <>
      <PageMeta
        title={t('service.notFound.title')}
        description={t('service.notFound.description', { company: name(brand.name) })}
        noIndex
      />
      <NotFoundScreen
        title={t('service.notFound.title')}
        text={t('service.notFound.text')}
        linkTo="/"
        linkLabel={t('service.notFound.back')}
      />
    </>
  );
}

function ServiceDetail({ service }: { service: ServiceContent }) {
  const t = marketingMessages.useT();
  const details = serviceDetailsText.useText()[service.id];
  return (
    <>
      <PageMeta title={service.title} description={service.description} />
      <PageHero
        eyebrow={
          <Link to="/" className={styles.backLink}>
            <span aria-hidden="true" className={styles.arrow}>
              ←
            </span>{' '}
            {t('service.back')}
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
            {t('service.requestConsultation')}
          </ButtonLink>
        }
      />

      <Container className={styles.layout}>
        {/* First in the page's order, so phones reach 'Contact Our Team' before the long body; beside it on wide screens. */}
        <ServiceSidebar service={service} details={details} />
        <ServiceBody service={service} details={details} />
      </Container>

      <ExploreServices service={service} />
    </>
  );
}
