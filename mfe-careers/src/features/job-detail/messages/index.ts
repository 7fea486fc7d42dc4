import { defineMessages } from 'shared-ui';
import english from './en.json';

/** A job's page's messages (and its preview's, in the staff console): its sections, facts and similar positions. */
export const jobMessages = defineMessages(
  'mfe_careers:job-messages',
  process.env.RENDER_TARGET === 'browser' ? undefined : english,
  {
    en: () => import('./en.json'),
    ar: () => import('./ar.json'),
  },
);
