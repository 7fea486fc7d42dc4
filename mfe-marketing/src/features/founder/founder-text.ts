import { localized } from 'shared-ui';
import type { FounderContent } from './founder-content';
import * as Content from './founder-content';

/** The English, from the content module: bundled where pages are rendered, a chunk of its own in the browser. */
const english = ({ BIOGRAPHY, EDUCATION, EXPERTISE, VENTURES }: typeof Content): FounderContent => ({
  biography: BIOGRAPHY,
  education: EDUCATION,
  expertise: EXPERTISE,
  ventures: VENTURES,
});

/** The founder's biography, education, expertise and ventures in the page's language. */
export const founderText = localized<FounderContent>(
  'mfe_marketing:founder-text',
  process.env.RENDER_TARGET === 'browser' ? undefined : english(Content),
  { en: async () => ({ default: english(await import('./founder-content')) }), ar: () => import('./founder-content.ar') },
);
