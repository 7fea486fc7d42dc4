import { defineMessages } from 'shared-ui';
import english from './en.json';

/** The list of openings' messages: its filters, count and states. */
export const jobListMessages = defineMessages(
  'mfe_careers:job-list-messages',
  process.env.RENDER_TARGET === 'browser' ? undefined : english,
  {
    en: () => import('./en.json'),
    ar: () => import('./ar.json'),
  },
);
