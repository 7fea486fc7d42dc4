/**
 * POST /api/staff/stories/:id/state: publish now, schedule, return to draft or archive. The
 * store keeps `published` with a publish time; a time to come is a schedule. A story that has
 * already shown on the site keeps its first publish date when it is published again (its
 * readers and the feeds knew it by that date). The change is a compare-and-set on the story
 * as read: of two changes at once, one wins and the other is told to reload.
 */
import { type StoryStateChange, staffIdParamsSchema, staffStorySchema, storyStateChangeSchema } from 'contracts/staff';
import { HttpError, validationFailed } from '../../../http-errors';
import { signedIn } from '../../../plugins/staff-gate';
import { hasBeenPublished } from '../../../rules/story-state';
import { recordAudit, staffActor } from '../../../staff/audit';
import type { StoredStory } from '../../../store/stories';
import type { ZodApp } from '../../zod-app';
import { CHANGED_MEANWHILE_MESSAGE, STAFF_ERRORS } from '../common';
import { findStory, staffStory, storyRouteConfig, storyTarget } from './shared';

export const PUBLISH_AT_PAST_MESSAGE = 'Choose a time in the future, or publish now';

const ACTIONS = {
  draft: 'story.unpublished',
  published: 'story.published',
  scheduled: 'story.scheduled',
  archived: 'story.archived',
} as const;

/** What the change writes: the stored state, and the publish times it sets or clears. */
function stateChanges(current: StoredStory, change: StoryStateChange, now: Date): Partial<StoredStory> {
  const shown = hasBeenPublished(current, now);
  // A schedule that never came to pass is forgotten: the story has not been published.
  const firstPublishedAt = shown ? current.firstPublishedAt : undefined;
  switch (change.state) {
    case 'published': {
      const at = firstPublishedAt ?? now.toISOString();
      return { state: 'published', publishedAt: at, firstPublishedAt: at };
    }
    case 'scheduled': {
      if (Date.parse(change.publishAt) <= now.getTime()) throw validationFailed({ publishAt: PUBLISH_AT_PAST_MESSAGE });
      const at = new Date(change.publishAt).toISOString();
      return { state: 'published', publishedAt: at, firstPublishedAt: firstPublishedAt ?? at };
    }
    default:
      return { state: change.state, firstPublishedAt };
  }
}

export function storyStateRoute(app: ZodApp, clock: () => Date) {
  app.post(
    '/:id/state',
    {
      schema: {
        description: 'Publishes now, schedules (publishAt in the future), returns to draft or archives a story.',
        params: staffIdParamsSchema,
        body: storyStateChangeSchema,
        response: { 200: staffStorySchema, ...STAFF_ERRORS },
      },
      config: storyRouteConfig,
    },
    async (request) => {
      const now = clock();
      const current = await findStory(app, request.params.id);
      const change = request.body;
      const { account } = signedIn(request);
      const changes = { ...stateChanges(current, change, now), updatedAt: now.toISOString(), updatedBy: account.email };
      const story = await app.store.stories.update(current.id, { updatedAt: current.updatedAt }, changes);
      if (!story) throw new HttpError(409, CHANGED_MEANWHILE_MESSAGE);
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: ACTIONS[change.state],
        target: storyTarget(story.id),
        details: {
          from: staffStory(current, now).state,
          ...(change.state === 'scheduled' ? { publishAt: story.publishedAt } : {}),
        },
      });
      return staffStory(story, now);
    },
  );
}
