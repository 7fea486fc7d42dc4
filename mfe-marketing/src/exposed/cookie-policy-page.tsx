import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { cookiePolicyText, legalLabelsText } from '../features/legal/legal-texts';

export { CookiePolicyPage as default } from '../features/legal/legal-pages';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [cookiePolicyText, legalLabelsText]);
