/**
 * Reads POST /api/staff/stories/photos: multipart/form-data with one file part, `photo`, at most
 * STORY_PHOTO_MAX_BYTES, checked by its bytes (JPEG, PNG or WebP). A photo is small enough to
 * be held in memory; anything else in the form is read and ignored, within a few parts.
 */
import type { MultipartFile } from '@fastify/multipart';
import {
  BODY_TOO_LARGE_MESSAGE,
  STORY_PHOTO_BODY_MAX_BYTES,
  STORY_PHOTO_FIELD,
  STORY_PHOTO_MAX_BYTES,
  STORY_PHOTO_MESSAGES,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';
import type { StoryPhoto } from '../store/stories';
import { UNREADABLE_UPLOAD_MESSAGE } from './multipart-upload';
import { detectPhotoType } from './photo-type';

/** A form with the photo and, at most, a few small text fields a browser adds. */
const LIMITS = { fileSize: STORY_PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, fieldNameSize: 100 } as const;

const photoProblem = (status: number, message: string) => new HttpError(status, message, { [STORY_PHOTO_FIELD]: message });

export async function readStoryPhoto(request: FastifyRequest): Promise<StoryPhoto> {
  if (!request.isMultipart()) throw photoProblem(400, STORY_PHOTO_MESSAGES.required);
  if (Number(request.headers['content-length']) > STORY_PHOTO_BODY_MAX_BYTES) {
    throw photoProblem(413, STORY_PHOTO_MESSAGES.tooLarge);
  }
  let photo: StoryPhoto | undefined;
  let problem: HttpError | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== STORY_PHOTO_FIELD) {
        await part.toBuffer();
        continue;
      }
      const outcome = await receivePhoto(part);
      if (outcome instanceof HttpError) problem = outcome;
      else photo = outcome;
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (problem) throw problem;
  if (!photo) throw photoProblem(400, STORY_PHOTO_MESSAGES.required);
  return photo;
}

async function receivePhoto(part: MultipartFile): Promise<StoryPhoto | HttpError> {
  const bytes = await part.toBuffer();
  if (bytes.length === 0) return photoProblem(400, STORY_PHOTO_MESSAGES.required);
  const type = detectPhotoType(bytes);
  return type ? { type, bytes } : photoProblem(400, STORY_PHOTO_MESSAGES.invalidType);
}

/** Parser failures are the client's (malformed, oversized or too many parts): a 4xx. */
function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return photoProblem(413, STORY_PHOTO_MESSAGES.tooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new HttpError(413, BODY_TOO_LARGE_MESSAGE);
  }
  return new HttpError(400, UNREADABLE_UPLOAD_MESSAGE);
}
