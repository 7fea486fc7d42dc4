import { defineMessages } from 'shared-ui';
import english from './en.json';

/** mfe-contact's messages: the contact page, the contact and locations sections, the enquiry wizard. */
export const contactMessages = defineMessages('mfe_contact:messages', english, { ar: () => import('./ar.json') });
