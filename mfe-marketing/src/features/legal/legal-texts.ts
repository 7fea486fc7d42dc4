import { localized } from 'shared-ui';
import { cookiePolicy } from './content/cookie-policy';
import { legalLabels } from './content/legal-labels';
import { privacyPolicy } from './content/privacy-policy';
import { termsOfService } from './content/terms-of-service';

// Each legal page in the page's language: English bundled, Arabic a chunk of its own.
export const legalLabelsText = localized(
  'mfe_marketing:legal-labels',
  process.env.RENDER_TARGET === 'browser' ? undefined : legalLabels,
  {
    en: async () => ({ default: (await import('./content/legal-labels')).legalLabels }),
    ar: () => import('./content/legal-labels.ar'),
  },
);
export const privacyPolicyText = localized(
  'mfe_marketing:privacy-policy',
  process.env.RENDER_TARGET === 'browser' ? undefined : privacyPolicy,
  {
    en: async () => ({ default: (await import('./content/privacy-policy')).privacyPolicy }),
    ar: () => import('./content/privacy-policy.ar'),
  },
);
export const termsOfServiceText = localized(
  'mfe_marketing:terms-of-service',
  process.env.RENDER_TARGET === 'browser' ? undefined : termsOfService,
  {
    en: async () => ({ default: (await import('./content/terms-of-service')).termsOfService }),
    ar: () => import('./content/terms-of-service.ar'),
  },
);
export const cookiePolicyText = localized(
  'mfe_marketing:cookie-policy',
  process.env.RENDER_TARGET === 'browser' ? undefined : cookiePolicy,
  {
    en: async () => ({ default: (await import('./content/cookie-policy')).cookiePolicy }),
    ar: () => import('./content/cookie-policy.ar'),
  },
);
