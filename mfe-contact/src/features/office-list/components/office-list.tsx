import { useId } from 'react';
import { Spinner } from 'shared-ui';
import { contactMessages } from '../../../messages';
import { useLocations } from '../api/get-locations';
import { useOfficeInLanguage } from '../office-in-language';
import styles from './office-list.module.css';

/** The offices of GET /api/locations; shows nothing when they cannot be loaded. */
export function OfficeList() {
  const headingId = useId();
  const { data: offices = [], isPending } = useLocations();
  const t = contactMessages.useT();
  const inLanguage = useOfficeInLanguage();
  if (!isPending && offices.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={styles.offices}>
      <h3 id={headingId} className={styles.heading}>
        {t('offices.heading')}
      </h3>
      {isPending ? (
        <Spinner label={t('offices.loading')} />
      ) : (
        <ul className={styles.list}>
          {offices.map(inLanguage).map((office) => (
            <li key={office.slug} className={styles.office}>
              <h4 className={styles.name}>{office.name}</h4>
              <p className={styles.description}>{office.description}</p>
              <address className={styles.address}>
                {/* An address left in English stays in its order on an Arabic page. */}
                <bdi>{office.address}</bdi>
              </address>
              <p className={styles.contactLine}>
                <a href={`mailto:${office.email}`} dir="ltr">
                  {office.email}
                </a>
              </p>
              <p className={styles.contactLine}>
                {/* Written left to right in any page: "+1 (312) 555-0148", never "555-0148 (312) 1+". */}
                <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {office.phone}
                </a>
              </p>
              <p className={styles.hours}>
                {office.hours} <span className={styles.timezone}>({office.timezone})</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
