import { localized } from 'shared-ui';
import type { SecurityContent } from './security-content';
import * as Content from './security-content';

/** The English, from the content module: bundled where pages are rendered, a chunk of its own in the browser. */
const english = ({ certifications, securityApproach }: typeof Content): SecurityContent => ({ securityApproach, certifications });

/** The security page's approach and certifications in the page's language. */
export const securityText = localized<SecurityContent>(
  'mfe_marketing:security-text',
  process.env.RENDER_TARGET === 'browser' ? undefined : english(Content),
  { en: async () => ({ default: english(await import('./security-content')) }), ar: () => import('./security-content.ar') },
);
