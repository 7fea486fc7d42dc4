import { JOB_FEEDS } from 'contracts/careers-rules';
import type { PageFeed } from 'shared-ui';
import { careersMessages } from '../messages';

/** The open jobs' RSS and Atom feeds, as the careers pages link them in their head (PageMeta links each in the page's language). */
export function useJobFeeds(): PageFeed[] {
  const t = careersMessages.useT();
  return [
    { type: JOB_FEEDS.rss.type, title: t('feeds.rss'), path: JOB_FEEDS.rss.path },
    { type: JOB_FEEDS.atom.type, title: t('feeds.atom'), path: JOB_FEEDS.atom.path },
  ];
}
