import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { complianceText } from '../features/compliance/compliance-text';
import { marketingMessages } from '../messages';

export { CompliancePage as default } from '../features/compliance/compliance-page';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, complianceText]);
