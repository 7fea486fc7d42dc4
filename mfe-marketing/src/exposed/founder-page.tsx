import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { founderText } from '../features/founder/founder-text';
import { marketingMessages } from '../messages';

export { FounderPage as default } from '../features/founder/founder-page';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, founderText]);
