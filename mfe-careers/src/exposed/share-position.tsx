import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { jobContent } from '../features/job-detail/job-content.localized';
import { jobMessages } from '../features/job-detail/messages';

/** ./SharePosition: the job page's Share action, which the shell hands `./JobPage`, hydrated once used. */
export { SharePosition as default } from '../features/job-detail/components/share-position';

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [jobMessages, jobContent]);
