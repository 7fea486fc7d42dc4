import { localized } from 'shared-ui';
import { APPLY_CONTENT } from './apply-content';

/** The apply page's long texts in the page's language. */
export const applyContent = localized(
  'mfe_careers:apply-content',
  process.env.RENDER_TARGET === 'browser' ? undefined : APPLY_CONTENT,
  {
    en: async () => ({ default: (await import('./apply-content')).APPLY_CONTENT }),
    ar: () => import('./apply-content.ar'),
  },
);
