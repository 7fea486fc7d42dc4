import { ButtonLink, clsx, StickyAside } from 'shared-ui';
import { marketingMessages } from '../../messages';
import { CheckMark } from './check-mark';
import type { ServiceDetails } from './service-details';
import styles from './service-page.module.css';
import type { ServiceContent } from './services-content';

export const CONTACT_PATH = '/contact';

/** The service at a glance: its benefits and 'Contact Our Team'. */
export function ServiceSidebar({ service, details }: { service: ServiceContent; details: ServiceDetails }) {
  const t = marketingMessages.useT();
  return (
    <StickyAside besideFrom="64rem" aria-label={t('service.atAGlance', { service: service.title })} className={styles.sidebar}>
      <section aria-labelledby="benefits-heading" className={styles.sidebarBlock}>
        <h2 id="benefits-heading" className={styles.sidebarHeading}>
          {t('service.benefits')}
        </h2>
        <ul aria-labelledby="benefits-heading" className={styles.benefitList}>
          {details.benefits.map((benefit) => (
            <li key={benefit} className={styles.benefit}>
              <CheckMark />
              {benefit}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="get-started-heading" className={clsx(styles.sidebarBlock, styles.getStarted)}>
        <h2 id="get-started-heading" className={styles.sidebarHeading}>
          {t('service.getStarted.title')}
        </h2>
        <p className={styles.getStartedText}>{t('service.getStarted.text')}</p>
        <ButtonLink to={CONTACT_PATH} variant="onDark">
          {t('contactOurTeam')}
        </ButtonLink>
      </section>
    </StickyAside>
  );
}
