import { defineMessages } from 'shared-ui';
import english from './en.json';

/** The shell's own messages: its header, footer, not-found page and remote fallbacks. */
export const shellMessages = defineMessages('shell:messages', process.env.RENDER_TARGET === 'browser' ? undefined : english, {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
