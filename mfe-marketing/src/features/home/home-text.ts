import { localized } from 'shared-ui';
import { HERO_STATISTICS, type HomeContent, TRUST_CLAIMS } from './home-content';

/** The home page's figures and claims in the page's language. */
export const homeText = localized<HomeContent>(
  'mfe_marketing:home-text',
  { statistics: HERO_STATISTICS, trustClaims: TRUST_CLAIMS },
  { ar: () => import('./home-content.ar') },
);
