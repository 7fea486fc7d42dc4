import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { cultureText } from '../features/culture/culture-text';
import { marketingMessages } from '../messages';

export { CulturePage as default } from '../features/culture/culture-page';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, cultureText]);
