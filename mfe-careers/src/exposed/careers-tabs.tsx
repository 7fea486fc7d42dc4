import { loadTexts } from 'shared-ui';
import type { LoadLocale } from 'shared-ui/federation';
import { careersContent } from '../features/careers-overview/careers-content.localized';
import { CareersTabs as Tabs } from '../features/careers-overview/components/careers-overview';
import { careersPageMessages } from '../features/careers-overview/messages';
import { JobOpenings } from '../features/job-list/components/job-openings';
import { jobListMessages } from '../features/job-list/messages';
import { careersMessages } from '../messages';

/**
 * ./CareersTabs: the careers page's tabs, the openings with their filters among them, which the
 * shell hands `./CareersPage`: the page's one island, hydrated once the visitor uses it. The
 * list is the page's (its prefetch); the filters live in the URL, so the server renders it filtered.
 */
export default function CareersTabs() {
  return <Tabs openings={<JobOpenings />} />;
}

export const loadLocale: LoadLocale = (locale) =>
  loadTexts(locale, [careersMessages, careersPageMessages, jobListMessages, careersContent]);
