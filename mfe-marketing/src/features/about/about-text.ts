import { localized } from 'shared-ui';
import { type AboutContent, MILESTONES, MISSION_AND_VISION, STORY_FIGURES } from './about-content';

/** The about page's figures, milestones, mission and vision in the page's language. */
export const aboutText = localized<AboutContent>(
  'mfe_marketing:about-text',
  { figures: STORY_FIGURES, milestones: MILESTONES, missionAndVision: MISSION_AND_VISION },
  { ar: () => import('./about-content.ar') },
);
