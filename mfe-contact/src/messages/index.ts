import { defineMessages } from 'shared-ui';
import english from './en.json';

/** mfe-contact's messages: the contact page, the contact and locations sections, the enquiry wizard. */
export const contactMessages = defineMessages(
  'mfe_contact:messages',
  process.env.RENDER_TARGET === 'browser' ? undefined : english,
  {
    en: () => import('./en.json'),
    ar: () => import('./ar.json'),
  },
);
