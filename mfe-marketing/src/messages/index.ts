import { defineMessages } from 'shared-ui';
import english from './en.json';

/** The marketing pages' own words (headings, buttons, labels, metadata); their long content is in each feature's content modules. */
export const marketingMessages = defineMessages(
  'mfe_marketing:messages',
  process.env.RENDER_TARGET === 'browser' ? undefined : english,
  {
    en: () => import('./en.json'),
    ar: () => import('./ar.json'),
  },
);
