import type { ContactSectionProps } from 'shared-ui/federation';
import { ContactWizard } from '../features/contact-wizard/components/contact-wizard';
import { ContactSectionLayout } from './contact-section-layout';

/** ./ContactSection: the home page's #contact anchor, with its form. */
export default function ContactSection({ showOffices = true }: ContactSectionProps) {
  return <ContactSectionLayout form={<ContactWizard />} showOffices={showOffices} />;
}

export { loadContactSectionText as loadLocale, prefetchContactSection as prefetch } from './contact-section-layout';
