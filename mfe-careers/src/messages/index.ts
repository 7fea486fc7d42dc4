import { defineMessages } from 'shared-ui';
import english from './en.json';

/**
 * The careers remote's messages that several of its pages show: the jobs' departments, locations
 * and types, their facts, and the links between the pages. Each page's own are beside its feature.
 */
export const careersMessages = defineMessages(
  'mfe_careers:messages',
  process.env.RENDER_TARGET === 'browser' ? undefined : english,
  {
    en: () => import('./en.json'),
    ar: () => import('./ar.json'),
  },
);

export type CareersMessageId = keyof typeof english;
