import { PageHero, PageMeta } from 'shared-ui';
import type { ContactPageProps } from 'shared-ui/federation';
import { ContactSectionLayout } from './contact-section-layout';

/** The page shows the contact section, so it reads what the section reads. */
export { prefetchContactSection as prefetch } from './contact-section-layout';

/** ./ContactPage at /contact: a hero titled 'Contact Us' above the contact section (spec §2), with its form from the shell. */
export default function ContactPage({ ContactWizard }: ContactPageProps) {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Talk to our consultants about e-government, encryption, cybersecurity and AI/LLM solutions. Send an enquiry and we typically respond within 1-2 business days."
      />
      <PageHero
        title="Contact Us"
        text="Whether you are modernising public services or securing critical data, we would like to hear about your goals."
      />
      <ContactSectionLayout form={<ContactWizard />} showOffices />
    </>
  );
}
