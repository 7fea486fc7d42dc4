import { localized } from 'shared-ui';
import { APPLICATION_CONTENT } from './application-content';

/** The application form's toasts in the page's language. */
export const applicationContent = localized(
  'mfe_careers:application-content',
  process.env.RENDER_TARGET === 'browser' ? undefined : APPLICATION_CONTENT,
  {
    en: async () => ({ default: (await import('./application-content')).APPLICATION_CONTENT }),
    ar: () => import('./application-content.ar'),
  },
);
