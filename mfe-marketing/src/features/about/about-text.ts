import { localized } from 'shared-ui';
import type { AboutContent } from './about-content';
import * as Content from './about-content';

/** The English, from the content module: bundled where pages are rendered, a chunk of its own in the browser. */
const english = ({ MILESTONES, MISSION_AND_VISION, STORY_FIGURES }: typeof Content): AboutContent => ({
  figures: STORY_FIGURES,
  milestones: MILESTONES,
  missionAndVision: MISSION_AND_VISION,
});

/** The about page's figures, milestones, mission and vision in the page's language. */
export const aboutText = localized<AboutContent>(
  'mfe_marketing:about-text',
  process.env.RENDER_TARGET === 'browser' ? undefined : english(Content),
  { en: async () => ({ default: english(await import('./about-content')) }), ar: () => import('./about-content.ar') },
);
