import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { applicationContent } from '../features/application-form/application-content.localized';
import { applicationFormMessages } from '../features/application-form/messages';

/**
 * ./ApplicationForm: the apply page's form, which the shell hands `./ApplyPage` (`ApplyPageProps`):
 * rendered by the server with the page, and hydrated, with its form library and drop zone, once
 * the visitor turns to it.
 */
export { ApplicationForm as default } from '../features/application-form/components/application-form';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [applicationFormMessages, applicationContent]);
