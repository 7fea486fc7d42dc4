import type { ContactSectionProps } from 'shared-ui/federation';
import { ContactSectionLayout } from '../features/contact-section/contact-section-layout';
import { ContactWizard } from '../features/contact-wizard/components/contact-wizard';

/** ./ContactSection: the home page's #contact anchor (spec §2), with its form. */
export default function ContactSection({ showOffices = true }: ContactSectionProps) {
  return <ContactSectionLayout form={<ContactWizard />} showOffices={showOffices} />;
}

export { prefetchContactSection as prefetch } from '../features/contact-section/contact-section-layout';
