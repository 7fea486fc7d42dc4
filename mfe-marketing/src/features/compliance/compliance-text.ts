import { localized } from 'shared-ui';
import type { ComplianceContent } from './compliance-content';
import * as Content from './compliance-content';

/** The English, from the content module: bundled where pages are rendered, a chunk of its own in the browser. */
const english = ({ complianceFrameworks, complianceSteps }: typeof Content): ComplianceContent => ({
  complianceFrameworks,
  complianceSteps,
});

/** The compliance page's frameworks and process in the page's language. */
export const complianceText = localized<ComplianceContent>(
  'mfe_marketing:compliance-text',
  process.env.RENDER_TARGET === 'browser' ? undefined : english(Content),
  { en: async () => ({ default: english(await import('./compliance-content')) }), ar: () => import('./compliance-content.ar') },
);
