import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { aboutText } from '../features/about/about-text';
import { marketingMessages } from '../messages';

export { AboutPage as default } from '../features/about/about-page';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, aboutText]);
