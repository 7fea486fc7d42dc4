import type { Location } from 'contracts';
import { useId, useState } from 'react';
import { Button, clsx, FiveCardGrid, Section, Spinner } from 'shared-ui';
import { contactMessages } from '../../../messages';
import { useLocations } from '../api/get-locations';
import { useOfficeInLanguage } from '../office-in-language';
import { chooseOffice, INITIAL_OFFICE_SLUG } from '../office-selection';
import styles from './office-locations.module.css';

/**
 * The home page's '#locations' section: one card per office of GET /api/locations. Choosing a
 * card selects it and lists its services; a load failure says so and offers Retry (issue 9
 * overrides the rule that a failed load is only logged, since the section would otherwise stay empty).
 */
export function OfficeLocations() {
  const { data: offices, isFetching, isError, refetch } = useLocations();
  const [selectedSlug, setSelectedSlug] = useState(INITIAL_OFFICE_SLUG);
  const t = contactMessages.useT();
  const inLanguage = useOfficeInLanguage();

  return (
    <Section id="locations" eyebrow={t('locations.eyebrow')} title={t('locations.title')} intro={t('locations.intro')}>
      {offices ? (
        <FiveCardGrid rows="three-two" compact alignStart>
          {offices.map(inLanguage).map((office) => (
            <OfficeCard
              key={office.slug}
              office={office}
              isSelected={office.slug === selectedSlug}
              onChoose={() => setSelectedSlug((selected) => chooseOffice(selected, office.slug))}
            />
          ))}
        </FiveCardGrid>
      ) : isFetching ? (
        <div className={styles.status}>
          <Spinner label={t('offices.loading')} />
        </div>
      ) : isError ? (
        <div className={styles.failure}>
          <p role="alert" className={styles.failureText}>
            {t('locations.failure')}
          </p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('locations.retry')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

interface OfficeCardProps {
  office: Location;
  isSelected: boolean;
  onChoose: () => void;
}

function OfficeCard({ office, isSelected, onChoose }: OfficeCardProps) {
  const servicesId = useId();
  const t = contactMessages.useT();
  return (
    <li className={clsx(styles.card, isSelected && styles.isSelected)}>
      <h3 className={styles.name}>
        {/* The whole card answers to this button (its ::after covers the card). */}
        <button type="button" className={styles.toggle} aria-expanded={isSelected} aria-controls={servicesId} onClick={onChoose}>
          {office.name}
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.chevron}>
            <path d="M3.5 6 8 10.5 12.5 6" />
          </svg>
        </button>
      </h3>
      <p className={styles.badge}>{office.description}</p>
      <address className={styles.address}>
        <bdi>{office.address}</bdi>
      </address>
      <p className={styles.line}>
        <a href={`mailto:${office.email}`} dir="ltr" className={styles.email}>
          {office.email}
        </a>
      </p>
      <p className={styles.line}>
        {office.hours}
        <span className={styles.timezone}>{office.timezone}</span>
      </p>
      <div id={servicesId} hidden={!isSelected} className={styles.services}>
        <p className={styles.servicesTitle}>{t('locations.servicesAt', { office: office.name })}</p>
        <ul className={styles.serviceList}>
          {office.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}
