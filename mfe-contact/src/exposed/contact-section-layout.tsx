import type { ReactNode } from 'react';
import { Card, loadTexts, Section } from 'shared-ui';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import { ContactDetails } from '../features/contact-details/components/contact-details';
import { locationsQueryOptions } from '../features/office-list/api/get-locations';
import { OfficeList } from '../features/office-list/components/office-list';
import { officeTexts } from '../features/office-list/office-in-language';
import { servicesQueryOptions, useServices } from '../features/service-catalog/api/get-services';
import { contactMessages } from '../messages';
import styles from './contact-section-layout.module.css';

interface ContactSectionLayoutProps {
  /** The enquiry form: the wizard itself, or on /contact the part the shell hands the page. */
  form: ReactNode;
  /** The office list beside the form; the home page leaves it out, its locations section shows the offices. */
  showOffices: boolean;
}

/** The contact section: the company's details, the enquiry form and the offices. */
export function ContactSectionLayout({ form, showOffices }: ContactSectionLayoutProps) {
  useServices(); // the contact section queries GET /api/services, as the product specifies; the answer is unused
  const t = contactMessages.useT();

  return (
    <Section id="contact" title={t('section.title')} intro={t('section.intro')}>
      <div className={styles.layout}>
        <div className={styles.details}>
          <ContactDetails />
        </div>
        <Card className={styles.formCard}>{form}</Card>
        {showOffices && (
          <div className={styles.offices}>
            <OfficeList />
          </div>
        )}
      </div>
    </Section>
  );
}

/** The offices and services are read on the server too; the section renders without them, so no 503. */
export const prefetchContactSection: PagePrefetch = async (queryClient, { apiBase }) => {
  await Promise.all([
    queryClient.prefetchQuery(locationsQueryOptions(apiBase)),
    queryClient.prefetchQuery(servicesQueryOptions(apiBase)),
  ]);
  return undefined;
};

/** The section's text, its form's and its offices' included. */
export const loadContactSectionText: LoadLocale = (locale) => loadTexts(locale, [contactMessages, officeTexts]);
