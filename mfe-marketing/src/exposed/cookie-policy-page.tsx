import type { LoadLocale } from 'shared-ui/federation';
import { cookiePolicyText, legalLabelsText } from '../features/legal/legal-texts';

export { CookiePolicyPage as default } from '../features/legal/legal-pages';

export const loadLocale: LoadLocale = (locale) => Promise.all([cookiePolicyText.load(locale), legalLabelsText.load(locale)]);
