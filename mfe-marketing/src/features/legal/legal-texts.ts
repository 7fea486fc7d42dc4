import { localized } from 'shared-ui';
import { cookiePolicy } from './content/cookie-policy';
import { legalLabels } from './content/legal-labels';
import { privacyPolicy } from './content/privacy-policy';
import { termsOfService } from './content/terms-of-service';

// Each legal page in the page's language: English bundled, Arabic a chunk of its own.
export const legalLabelsText = localized(legalLabels, { ar: () => import('./content/legal-labels.ar') });
export const privacyPolicyText = localized(privacyPolicy, { ar: () => import('./content/privacy-policy.ar') });
export const termsOfServiceText = localized(termsOfService, { ar: () => import('./content/terms-of-service.ar') });
export const cookiePolicyText = localized(cookiePolicy, { ar: () => import('./content/cookie-policy.ar') });
