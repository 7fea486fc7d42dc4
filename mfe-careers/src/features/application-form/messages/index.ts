import { defineMessages } from 'shared-ui';
import english from './en.json';

/** The application form's messages: loaded with the form's code, once the visitor turns to it. */
export const applicationFormMessages = defineMessages(
  'mfe_careers:application-form-messages',
  process.env.RENDER_TARGET === 'browser' ? undefined : english,
  {
    en: () => import('./en.json'),
    ar: () => import('./ar.json'),
  },
);
