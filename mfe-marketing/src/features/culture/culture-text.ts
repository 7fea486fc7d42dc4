import { localized } from 'shared-ui';
import type { CultureContent } from './culture-content';
import * as Content from './culture-content';

/** The English, from the content module: bundled where pages are rendered, a chunk of its own in the browser. */
const english = ({ coreValues, growthLists, lifeAtCompanyTitle, workplaceBenefits }: typeof Content): CultureContent => ({
  coreValues,
  lifeAtCompanyTitle,
  workplaceBenefits,
  growthLists,
});

/** The culture page's values, benefits and growth lists in the page's language. */
export const cultureText = localized<CultureContent>(
  'mfe_marketing:culture-text',
  process.env.RENDER_TARGET === 'browser' ? undefined : english(Content),
  { en: async () => ({ default: english(await import('./culture-content')) }), ar: () => import('./culture-content.ar') },
);
