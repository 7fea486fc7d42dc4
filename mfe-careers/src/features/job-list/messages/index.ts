import { defineMessages } from 'shared-ui';
import english from './en.json';

/** The list of openings' messages: its filters, count and states. */
export const jobListMessages = defineMessages(english, { ar: () => import('./ar.json') });
