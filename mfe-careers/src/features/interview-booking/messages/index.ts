import { defineMessages } from 'shared-ui';
import english from './en.json';

/** The interview page's messages: the page's and its booking panel's. */
export const interviewMessages = defineMessages(
  'mfe_careers:interview-messages',
  process.env.RENDER_TARGET === 'browser' ? undefined : english,
  {
    en: () => import('./en.json'),
    ar: () => import('./ar.json'),
  },
);
