import { localized } from 'shared-ui';
import type { HomeContent } from './home-content';
import * as Content from './home-content';

/** The English, from the content module: bundled where pages are rendered, a chunk of its own in the browser. */
const english = ({ HERO_STATISTICS, TRUST_CLAIMS }: typeof Content): HomeContent => ({
  statistics: HERO_STATISTICS,
  trustClaims: TRUST_CLAIMS,
});

/** The home page's figures and claims in the page's language. */
export const homeText = localized<HomeContent>(
  'mfe_marketing:home-text',
  process.env.RENDER_TARGET === 'browser' ? undefined : english(Content),
  { en: async () => ({ default: english(await import('./home-content')) }), ar: () => import('./home-content.ar') },
);
