import { defineMessages } from 'shared-ui';
import english from './en.json';

/** The apply page's messages around its form, and the thanks once the form is sent. */
export const applyPageMessages = defineMessages(
  'mfe_careers:apply-page-messages',
  process.env.RENDER_TARGET === 'browser' ? undefined : english,
  {
    en: () => import('./en.json'),
    ar: () => import('./ar.json'),
  },
);
