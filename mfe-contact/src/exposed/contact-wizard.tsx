import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { contactMessages } from '../messages';

/**
 * ./ContactWizard: /contact's enquiry form, which the shell hands `./ContactPage`
 * (`ContactPageProps`): rendered by the server with the page, and hydrated, with its form
 * library, once the visitor turns to it.
 */
export { ContactWizard as default } from '../features/contact-wizard/components/contact-wizard';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [contactMessages]);
