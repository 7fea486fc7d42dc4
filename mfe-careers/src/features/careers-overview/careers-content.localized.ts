import { localized } from 'shared-ui';
import { CAREERS_CONTENT } from './careers-content';

/** The overview's long texts in the page's language. */
export const careersContent = localized(
  'mfe_careers:careers-content',
  process.env.RENDER_TARGET === 'browser' ? undefined : CAREERS_CONTENT,
  {
    en: async () => ({ default: (await import('./careers-content')).CAREERS_CONTENT }),
    ar: () => import('./careers-content.ar'),
  },
);
