import { RESUME_MAX_BYTES } from './application';
import { STORY_PHOTO_MAX_BYTES } from './story-rules';

/**
 * How large a request body the API takes, shared with the shell's `/api` proxy so that the
 * proxy refuses an oversized body itself, before any of it reaches the API.
 */

/** Every JSON body: the largest legitimate one (a 10,000-character cover letter) fits many times. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** A multipart application (POST /api/apply/:jobId): the largest resume plus text fields and framing. */
export const MULTIPART_BODY_MAX_BYTES = RESUME_MAX_BYTES + 1024 * 1024;
/** A story photo's upload (POST /api/staff/stories/photos): the largest photo plus its part's framing. */
export const STORY_PHOTO_BODY_MAX_BYTES = STORY_PHOTO_MAX_BYTES + 64 * 1024;
/**
 * A whole request must arrive within this, at the API and at the shell's server in front of it:
 * long enough for the largest upload on a slow line.
 */
export const REQUEST_TIMEOUT_MS = 120_000;
/** The 413 message of a body over JSON_BODY_MAX_BYTES (an upload over its limit names the resume field). */
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';
