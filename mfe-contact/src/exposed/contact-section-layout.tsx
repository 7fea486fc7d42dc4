import type { ReactNode } from 'react';
import { Card, Section } from 'shared-ui';
import type { PagePrefetch } from 'shared-ui/federation';
import { ContactDetails } from '../features/contact-details/components/contact-details';
import { locationsQueryOptions } from '../features/office-list/api/get-locations';
import { OfficeList } from '../features/office-list/components/office-list';
import { servicesQueryOptions, useServices } from '../features/service-catalog/api/get-services';
import styles from './contact-section-layout.module.css';

interface ContactSectionLayoutProps {
  /** The enquiry form: the wizard itself, or on /contact the part the shell hands the page. */
  form: ReactNode;
  /** The office list beside the form; the home page leaves it out, its locations section shows the offices. */
  showOffices: boolean;
}

/** The contact section (spec §2): the company's details, the enquiry form and the offices. */
export function ContactSectionLayout({ form, showOffices }: ContactSectionLayoutProps) {
  useServices(); // spec §7: the contact section queries GET /api/services; the answer is unused

  return (
    <Section
      id="contact"
      title="Get in Touch"
      intro="Tell us about your programme or project. Our consultants advise ministries, public agencies and enterprises on e-government, encryption, cybersecurity and AI, and a senior member of the team reads every enquiry."
    >
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
