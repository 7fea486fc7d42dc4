import { localized } from 'shared-ui';
import { cookiePolicy } from './content/cookie-policy';
import { legalLabels } from './content/legal-labels';
import { privacyPolicy } from './content/privacy-policy';
import { termsOfService } from './content/terms-of-service';

// Each legal page in the page's language: English bundled, Arabic a chunk of its own.
export const legalLabelsText = localized('mfe_marketing:legal-labels', legalLabels, {
  ar: () => import('./content/legal-labels.ar'),
});
export const privacyPolicyText = localized('mfe_marketing:privacy-policy', privacyPolicy, {
  ar: () => import('./content/privacy-policy.ar'),
});
export const termsOfServiceText = localized('mfe_marketing:terms-of-service', termsOfService, {
  ar: () => import('./content/terms-of-service.ar'),
});
export const cookiePolicyText = localized('mfe_marketing:cookie-policy', cookiePolicy, {
  ar: () => import('./content/cookie-policy.ar'),
});
