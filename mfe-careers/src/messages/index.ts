import { defineMessages } from 'shared-ui';
import english from './en.json';

/**
 * The careers remote's messages that several of its pages show: the jobs' departments, locations
 * and types, their facts, and the links between the pages. Each page's own are beside its feature.
 */
export const careersMessages = defineMessages('mfe_careers:messages', english, { ar: () => import('./ar.json') });

export type CareersMessageId = keyof typeof english;

/** Whether the catalogue has a message of this id (a job's department, location or type may be one it does not know). */
export const isCareersMessageId = (id: string): id is CareersMessageId => Object.hasOwn(english, id);
