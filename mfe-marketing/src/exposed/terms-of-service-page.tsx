import type { LoadLocale } from 'shared-ui/federation';
import { legalLabelsText, termsOfServiceText } from '../features/legal/legal-texts';

export { TermsOfServicePage as default } from '../features/legal/legal-pages';

export const loadLocale: LoadLocale = (locale) => Promise.all([termsOfServiceText.load(locale), legalLabelsText.load(locale)]);
