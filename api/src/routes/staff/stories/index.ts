/**
 * /api/staff/stories: news stories are data. The marketing team (and admins) write a draft in
 * both languages, edit it, publish it now or at a time, return it to draft, or archive it; the
 * public site shows a change at once. A story's address is fixed once it has shown on the site.
 * Photos are uploaded apart (`./photos.ts`) and named in the content by their id.
 */
import { randomUUID } from 'node:crypto';
import { STORY_SLUG_MAX } from 'contracts';
import {
  type StoryContent,
  slugFromTitle,
  staffIdParamsSchema,
  staffStoryPageSchema,
  staffStoryQuerySchema,
  staffStorySchema,
  storyInputSchema,
} from 'contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, validationFailed } from '../../../http-errors';
import { signedIn } from '../../../plugins/staff-gate';
import { hasBeenPublished } from '../../../rules/story-state';
import { recordAudit, staffActor } from '../../../staff/audit';
import { DuplicateKeyError } from '../../../store/store';
import type { StoredStory } from '../../../store/stories';
import type { ZodApp } from '../../zod-app';
import { CHANGED_MEANWHILE_MESSAGE, pageOf, STAFF_ERRORS } from '../common';
import { storyPhotoRoutes } from './photos';
import { findStory, staffStory, storyRouteConfig, storyTarget } from './shared';
import { storyStateRoute } from './state';

export const STORY_SLUG_TAKEN_MESSAGE = 'Another story already uses this address';
export const STORY_SLUG_FIXED_MESSAGE = 'The address cannot change once the story has been published';
export const STORY_SLUG_EMPTY_MESSAGE = 'Write an address: the English title has no letters or digits to make one from';
export const STORY_PHOTO_MISSING_MESSAGE = 'Upload the photo again';

export interface StaffStoryRoutesOptions {
  clock: () => Date;
}

const staffStoryRoutes: FastifyPluginAsyncZod<StaffStoryRoutesOptions> = async (app, { clock }) => {
  readRoutes(app, clock);
  createRoute(app, clock);
  editRoute(app, clock);
  storyStateRoute(app, clock);
  await storyPhotoRoutes(app, clock);
};

function readRoutes(app: ZodApp, clock: () => Date) {
  app.get(
    '/',
    {
      schema: { querystring: staffStoryQuerySchema, response: { 200: staffStoryPageSchema, ...STAFF_ERRORS } },
      config: storyRouteConfig,
    },
    async (request) => {
      const { state, page, pageSize } = request.query;
      const now = clock();
      const found = await app.store.stories.page({ at: now, state }, { page, pageSize });
      return pageOf({ ...found, items: found.items.map((story) => staffStory(story, now)) }, request.query);
    },
  );

  app.get(
    '/:id',
    {
      schema: { params: staffIdParamsSchema, response: { 200: staffStorySchema, ...STAFF_ERRORS } },
      config: storyRouteConfig,
    },
    async (request) => staffStory(await findStory(app, request.params.id), clock()),
  );
}

/** The stored form of what the editor sent: a photo's description only with a photo. */
function storedContent(
  content: StoryContent,
  slug: string,
): Pick<StoredStory, 'slug' | 'category' | 'picture' | 'photo' | 'text'> {
  const words = (text: StoryContent['text']['en']) => ({ ...text, photoAlt: content.photo ? text.photoAlt : undefined });
  return {
    slug,
    category: content.category,
    picture: content.picture,
    photo: content.photo,
    text: { en: words(content.text.en), ar: words(content.text.ar) },
  };
}

async function refuseTakenSlug(app: ZodApp, slug: string, exceptId?: string) {
  const holder = await app.store.stories.findBySlug(slug);
  if (holder && holder.id !== exceptId) throw slugTaken();
}
const slugTaken = () => new HttpError(409, STORY_SLUG_TAKEN_MESSAGE, { slug: STORY_SLUG_TAKEN_MESSAGE });

/** A write refused by the unique slug (another story took it between our check and the write) is a 409 on the slug. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw slugTaken();
    throw error;
  }
}

/** A photo named in the content must have been uploaded. */
async function refuseUnknownPhoto(app: ZodApp, content: StoryContent) {
  if (content.photo && !(await app.store.storyPhotos.has(content.photo))) {
    throw validationFailed({ photo: STORY_PHOTO_MISSING_MESSAGE });
  }
}

function createRoute(app: ZodApp, clock: () => Date) {
  app.post(
    '/',
    {
      schema: {
        description: 'Creates a draft (never on the public site); an empty slug is made from the English title.',
        body: storyInputSchema,
        response: { 201: staffStorySchema, ...STAFF_ERRORS },
      },
      config: storyRouteConfig,
    },
    async (request, reply) => {
      const now = clock();
      const content = request.body;
      const slug = content.slug || slugFromTitle(content.text.en.title, STORY_SLUG_MAX);
      if (!slug) throw validationFailed({ slug: STORY_SLUG_EMPTY_MESSAGE });
      await refuseUnknownPhoto(app, content);
      await refuseTakenSlug(app, slug);
      const { account } = signedIn(request);
      const story: StoredStory = {
        id: randomUUID(),
        ...storedContent(content, slug),
        state: 'draft',
        // Until it is published, which sets it.
        publishedAt: now.toISOString(),
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        updatedBy: account.email,
      };
      await slugChecked(() => app.store.stories.create(story));
      await recordAudit(app.store, now, { actor: staffActor(account), action: 'story.created', target: storyTarget(story.id) });
      return reply.code(201).send(staffStory(story, now));
    },
  );
}

function editRoute(app: ZodApp, clock: () => Date) {
  app.put(
    '/:id',
    {
      schema: {
        description:
          'Replaces the content of a story in any state; its slug only until it has shown on the site (an empty one keeps it).',
        params: staffIdParamsSchema,
        body: storyInputSchema,
        response: { 200: staffStorySchema, ...STAFF_ERRORS },
      },
      config: storyRouteConfig,
    },
    async (request) => {
      const now = clock();
      const current = await findStory(app, request.params.id);
      const content = request.body;
      const slug = content.slug || current.slug;
      const slugChanges = slug !== current.slug;
      if (slugChanges && hasBeenPublished(current, now)) throw slugFixed();
      if (slugChanges) await refuseTakenSlug(app, slug, current.id);
      await refuseUnknownPhoto(app, content);
      const { account } = signedIn(request);
      const changes = { ...storedContent(content, slug), updatedAt: now.toISOString(), updatedBy: account.email };
      const expected = { updatedAt: current.updatedAt, ...(slugChanges ? { notPublishedBy: now } : {}) };
      const story = await slugChecked(() => app.store.stories.update(current.id, expected, changes));
      if (!story) throw new HttpError(409, CHANGED_MEANWHILE_MESSAGE);
      const fields = ['slug', 'category', 'picture', 'photo', 'text'] as const;
      const changed = fields.filter((field) => JSON.stringify(current[field]) !== JSON.stringify(story[field]));
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'story.edited',
        target: storyTarget(story.id),
        details: { changed: changed.join(', ') },
      });
      return staffStory(story, now);
    },
  );
}
const slugFixed = () => new HttpError(409, STORY_SLUG_FIXED_MESSAGE, { slug: STORY_SLUG_FIXED_MESSAGE });

export default staffStoryRoutes;
