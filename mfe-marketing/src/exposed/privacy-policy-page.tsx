import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { legalLabelsText, privacyPolicyText } from '../features/legal/legal-texts';

export { PrivacyPolicyPage as default } from '../features/legal/legal-pages';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [privacyPolicyText, legalLabelsText]);
