import { clsx } from 'clsx';
import type { Location } from 'contracts';
import { useId, useState } from 'react';
import { Button, FiveCardGrid, Section, Spinner } from 'shared-ui';
import { useLocations } from '../api/get-locations';
import { chooseOffice, INITIAL_OFFICE_SLUG } from '../office-selection';
import styles from './office-locations.module.css';

/**
 * The home page's '#locations' section: one card per office of GET /api/locations. Choosing a
 * card selects it and lists its services; a load failure says so and offers Retry (issue 9
 * overrides spec §8's "only logged" here, since the section would otherwise stay empty).
 */
export function OfficeLocations() {
  const { data: offices, isFetching, isError, refetch } = useLocations();
  const [selectedSlug, setSelectedSlug] = useState(INITIAL_OFFICE_SLUG);

  return (
    <Section
      id="locations"
      eyebrow="Where we work"
      title="Our Office Locations"
      intro="Our headquarters are in Chicago, and our international offices are in the Middle East: Doha, Abu Dhabi, Riyadh and Damascus. Choose an office to see the services it leads."
    >
      {offices ? (
        <FiveCardGrid rows="three-two" compact alignStart>
          {offices.map((office) => (
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
          <Spinner label="Loading office locations" />
        </div>
      ) : isError ? (
        <div className={styles.failure}>
          <p role="alert" className={styles.failureText}>
            We couldn't load our office locations. Please check your connection and try again.
          </p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Retry
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
      <address className={styles.address}>{office.address}</address>
      <p className={styles.line}>
        <a href={`mailto:${office.email}`} className={styles.email}>
          {office.email}
        </a>
      </p>
      <p className={styles.line}>
        {office.hours}
        <span className={styles.timezone}>{office.timezone}</span>
      </p>
      <div id={servicesId} hidden={!isSelected} className={styles.services}>
        <p className={styles.servicesTitle}>Services at {office.name}</p>
        <ul className={styles.serviceList}>
          {office.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}
