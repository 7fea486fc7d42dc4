import { localized } from 'shared-ui';
import { type CultureContent, coreValues, growthLists, lifeAtCompanyTitle, workplaceBenefits } from './culture-content';

/** The culture page's values, benefits and growth lists in the page's language. */
export const cultureText = localized<CultureContent>(
  'mfe_marketing:culture-text',
  { coreValues, lifeAtCompanyTitle, workplaceBenefits, growthLists },
  { ar: () => import('./culture-content.ar') },
);
