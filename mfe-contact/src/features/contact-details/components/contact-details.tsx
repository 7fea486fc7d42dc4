import { useId } from 'react';
import { brand, headquartersAddress } from 'shared-ui';
import { SocialLinks } from 'shared-ui/social-links';
import { contactMessages } from '../../../messages';
import styles from './contact-details.module.css';

/** The contact section's details: e-mail, headquarters, social links and the 'Secure Communication' box. */
export function ContactDetails() {
  const id = useId();
  const t = contactMessages.useT();

  return (
    <div className={styles.details}>
      <section aria-labelledby={`${id}-info`} className={styles.block}>
        <h3 id={`${id}-info`} className={styles.heading}>
          {t('details.infoHeading')}
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t('details.email')}</dt>
            <dd>
              <a href={`mailto:${brand.email}`} dir="ltr">
                {brand.email}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('details.headquarters')}</dt>
            <dd>
              {/* Written as in the United States on every page; isolated so Arabic text does not reorder it. */}
              <address className={styles.address}>
                <bdi>{headquartersAddress}</bdi>
              </address>
            </dd>
          </div>
        </dl>
        <SocialLinks />
      </section>
      <section aria-labelledby={`${id}-secure`} className={styles.secureBox}>
        <h3 id={`${id}-secure`} className={styles.heading}>
          {t('details.secureHeading')}
        </h3>
        <ul className={styles.secureList}>
          <li>{t('details.encrypted')}</li>
          <li>{t('details.confirmation')}</li>
          <li>{t('details.responseTime')}</li>
        </ul>
      </section>
    </div>
  );
}
