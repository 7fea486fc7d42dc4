import { localized } from 'shared-ui';
import { BIOGRAPHY, EDUCATION, EXPERTISE, type FounderContent, VENTURES } from './founder-content';

/** The founder's biography, education, expertise and ventures in the page's language. */
export const founderText = localized<FounderContent>(
  'mfe_marketing:founder-text',
  { biography: BIOGRAPHY, education: EDUCATION, expertise: EXPERTISE, ventures: VENTURES },
  { ar: () => import('./founder-content.ar') },
);
