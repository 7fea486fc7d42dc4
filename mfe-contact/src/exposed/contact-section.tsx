import { Card, Section } from 'shared-ui';
import type { ContactSectionProps, PagePrefetch } from 'shared-ui/federation';
import { ContactDetails } from '../features/contact-details/components/contact-details';
import { ContactWizard } from '../features/contact-wizard/components/contact-wizard';
import { locationsQueryOptions } from '../features/office-list/api/get-locations';
import { OfficeList } from '../features/office-list/components/office-list';
import { servicesQueryOptions, useServices } from '../features/service-catalog/api/get-services';
import styles from './contact-section.module.css';

/** ./ContactSection: the body of /contact and the home page's #contact anchor (spec §2). */
export default function ContactSection({ showOffices = true }: ContactSectionProps) {
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
        <Card className={styles.formCard}>
          <ContactWizard />
        </Card>
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
export const prefetch: PagePrefetch = async (queryClient, { apiBase }) => {
  await Promise.all([
    queryClient.prefetchQuery(locationsQueryOptions(apiBase)),
    queryClient.prefetchQuery(servicesQueryOptions(apiBase)),
  ]);
  return undefined;
};
