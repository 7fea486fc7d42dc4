import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { securityText } from '../features/security/security-text';
import { marketingMessages } from '../messages';

export { SecurityPage as default } from '../features/security/security-page';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, securityText]);
