import { defineMessages } from 'shared-ui';
import english from './en.json';

/** The careers page's messages: its hero, tabs, benefits and hiring process. */
export const careersPageMessages = defineMessages(
  'mfe_careers:careers-page-messages',
  process.env.RENDER_TARGET === 'browser' ? undefined : english,
  {
    en: () => import('./en.json'),
    ar: () => import('./ar.json'),
  },
);
