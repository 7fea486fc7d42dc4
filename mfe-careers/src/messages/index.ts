import { defineMessages } from 'shared-ui';
import english from './en.json';

/** The careers remote's messages: its pages, the application form, and the jobs' departments, locations and types. */
export const careersMessages = defineMessages('mfe_careers:messages', english, { ar: () => import('./ar.json') });

export type CareersMessageId = keyof typeof english;

/** Whether the catalogue has a message of this id (a job's department, location or type may be one it does not know). */
export const isCareersMessageId = (id: string): id is CareersMessageId => Object.hasOwn(english, id);
