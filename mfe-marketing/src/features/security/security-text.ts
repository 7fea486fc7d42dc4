import { localized } from 'shared-ui';
import { certifications, type SecurityContent, securityApproach } from './security-content';

/** The security page's approach and certifications in the page's language. */
export const securityText = localized<SecurityContent>(
  'mfe_marketing:security-text',
  { securityApproach, certifications },
  { ar: () => import('./security-content.ar') },
);
