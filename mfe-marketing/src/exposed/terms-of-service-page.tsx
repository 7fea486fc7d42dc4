import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { legalLabelsText, termsOfServiceText } from '../features/legal/legal-texts';

export { TermsOfServicePage as default } from '../features/legal/legal-pages';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [termsOfServiceText, legalLabelsText]);
