import { localized } from 'shared-ui';
import { JOB_CONTENT } from './job-content';

/** The job page's words its code hands on, in the page's language. */
export const jobContent = localized(
  'mfe_careers:job-content',
  process.env.RENDER_TARGET === 'browser' ? undefined : JOB_CONTENT,
  {
    en: async () => ({ default: (await import('./job-content')).JOB_CONTENT }),
    ar: () => import('./job-content.ar'),
  },
);
