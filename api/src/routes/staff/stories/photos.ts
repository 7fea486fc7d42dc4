/**
 * POST /api/staff/stories/photos: a photo for a story, multipart/form-data with one file
 * `photo` (JPEG, PNG or WebP by its bytes, at most STORY_PHOTO_MAX_BYTES). It is kept by the
 * SHA-256 of its bytes, so the same photo uploaded twice is kept once, and the story's content
 * names it by that id. Served publicly at once (`storyPhotoUrl`): the id cannot be guessed.
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { errorBodySchema, storyPhotoUrl } from 'contracts';
import { storyPhotoUploadSchema } from 'contracts/staff';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import { readStoryPhoto } from '../../../uploads/story-photo-upload';
import type { ZodApp } from '../../zod-app';
import { STAFF_ERRORS } from '../common';
import { storyRouteConfig } from './shared';

export async function storyPhotoRoutes(app: ZodApp, clock: () => Date) {
  // Only these routes, and the apply route, take multipart.
  await app.register(multipart);
  app.post(
    '/photos',
    {
      schema: {
        description: 'Uploads a photo (multipart/form-data, the file in `photo`: JPEG, PNG or WebP, at most 5 MB).',
        consumes: ['multipart/form-data'],
        response: { 201: storyPhotoUploadSchema, ...STAFF_ERRORS, 413: errorBodySchema },
      },
      config: storyRouteConfig,
    },
    async (request, reply) => {
      const photo = await readStoryPhoto(request);
      const id = createHash('sha256').update(photo.bytes).digest('hex');
      await app.store.storyPhotos.put(id, photo);
      const { account } = signedIn(request);
      await recordAudit(app.store, clock(), {
        actor: staffActor(account),
        action: 'story-photo.uploaded',
        target: { type: 'story-photo', id },
        details: { type: photo.type, bytes: photo.bytes.length },
      });
      return reply.code(201).send({ id, url: storyPhotoUrl(id), type: photo.type, bytes: photo.bytes.length });
    },
  );
}
