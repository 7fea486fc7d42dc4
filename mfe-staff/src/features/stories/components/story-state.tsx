import type { StaffStory, StaffStoryState } from 'contracts/staff';
import type { BadgeTone } from '../../../components/status-badge';
import { formatDateTime, STORY_STATE_LABELS } from '../../../lib/format';

export const STORY_STATE_TONES: Record<StaffStoryState, BadgeTone> = {
  draft: 'muted',
  scheduled: 'active',
  published: 'done',
  archived: 'danger',
};

/** A story's state with its publish time, in the viewer's zone: `Scheduled for 1 Dec 2026, 09:30`. */
export function StoryTime({ story }: { story: Pick<StaffStory, 'state' | 'publishedAt'> }) {
  const label = STORY_STATE_LABELS[story.state];
  if (story.state === 'draft') return <>{label}: seen by staff only</>;
  const time = <time dateTime={story.publishedAt}>{formatDateTime(story.publishedAt)}</time>;
  if (story.state === 'scheduled')
    return (
      <>
        {label} for {time}
      </>
    );
  if (story.state === 'published')
    return (
      <>
        {label} on {time}
      </>
    );
  return (
    <>
      {label}; published on {time}
    </>
  );
}
