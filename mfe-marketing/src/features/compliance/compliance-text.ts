import { localized } from 'shared-ui';
import { type ComplianceContent, complianceFrameworks, complianceSteps } from './compliance-content';

/** The compliance page's frameworks and process in the page's language. */
export const complianceText = localized<ComplianceContent>(
  'mfe_marketing:compliance-text',
  { complianceFrameworks, complianceSteps },
  { ar: () => import('./compliance-content.ar') },
);
