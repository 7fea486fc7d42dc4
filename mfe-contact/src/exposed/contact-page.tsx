import { PageHero, PageMeta } from 'shared-ui';
import type { ContactPageProps } from 'shared-ui/federation';
import { contactMessages } from '../messages';
import { ContactSectionLayout } from './contact-section-layout';

/** The page shows the contact section, so it reads what the section reads. */
export { loadContactSectionText as loadLocale, prefetchContactSection as prefetch } from './contact-section-layout';

/** ./ContactPage at /contact: a hero titled 'Contact Us' above the contact section, with its form from the shell. */
export default function ContactPage({ ContactWizard }: ContactPageProps) {
  const t = contactMessages.useT();
  return (
    <>
      <PageMeta title={t('contactPage.title')} description={t('contactPage.description')} />
      <PageHero title={t('contactPage.title')} text={t('contactPage.heroText')} />
      <ContactSectionLayout form={<ContactWizard />} showOffices />
    </>
  );
}
