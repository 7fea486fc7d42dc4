/**
 * Reads a multipart/form-data application: text parts become fields, the one `resumeFile`
 * part is streamed to a temp file (never buffered whole), limited to RESUME_MAX_BYTES and
 * checked by its bytes. Every part is read to its end even after a problem, so the client
 * gets an answer instead of a stalled upload; a body without a Content-Length that grows past
 * the limit is answered 413 while the rest of it is read and discarded.
 */
import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { BODY_TOO_LARGE_MESSAGE, MULTIPART_BODY_MAX_BYTES, RESUME_MAX_BYTES, RESUME_MESSAGES } from 'contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError, validationFailed } from '../http-errors';
import { sanitizeFileName } from './file-name';
import { ReceivedResume } from './received-resume';
import { detectResumeType, MAGIC_BYTES_NEEDED } from './resume-type';

export const RESUME_FIELD = 'resumeFile';
/** The longest text part: a 10,000-character cover letter of 4-byte characters, with room. */
export const FIELD_MAX_BYTES = 64 * 1024;
export const FIELDS_MAX = 20;
export const PARTS_MAX = 30;
export const FIELD_NAME_MAX_BYTES = 100;
/**
 * After an upload has been refused for its size, this much more of it is read and discarded,
 * so the client, still sending, receives the 413; past it the connection is closed.
 */
export const REFUSED_BODY_DRAIN_MAX_BYTES = MULTIPART_BODY_MAX_BYTES;
export const UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read. Please try again.';
export const DUPLICATE_FIELD_MESSAGE = 'This field was sent more than once';

/** Upload problems are reported on the file field, with the resume field's own message. */
const resumeProblem = (status: number, message: string) => new HttpError(status, message, { [RESUME_FIELD]: message });
const tooLarge = () => resumeProblem(413, RESUME_MESSAGES.tooLarge);
const invalidType = () => resumeProblem(400, RESUME_MESSAGES.invalidType);
const otherUploadProblem = () => resumeProblem(400, RESUME_MESSAGES.other);
const requestTooLarge = () => new HttpError(413, BODY_TOO_LARGE_MESSAGE);

/** The checkbox and other booleans arrive as text in a form. */
const BOOLEAN_FIELDS = new Set(['agree']);

export interface MultipartApplication {
  fields: Record<string, unknown>;
  resume: ReceivedResume | undefined;
}

export async function readMultipartApplication(request: FastifyRequest, tmpDir: string): Promise<MultipartApplication> {
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > MULTIPART_BODY_MAX_BYTES) throw tooLarge();
  const stopOversizedStream = capRequestBytes(request, MULTIPART_BODY_MAX_BYTES);

  const fields = new Map<string, unknown>();
  const fieldProblems = new Map<string, string>();
  let resume: ReceivedResume | undefined;
  let problem: HttpError | undefined;

  try {
    const parts = request.parts({
      limits: {
        fileSize: RESUME_MAX_BYTES,
        fieldSize: FIELD_MAX_BYTES,
        fields: FIELDS_MAX,
        parts: PARTS_MAX,
        fieldNameSize: FIELD_NAME_MAX_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== RESUME_FIELD || resume || problem) {
          await drain(part);
          problem ??= otherUploadProblem();
          continue;
        }
        const outcome = await receiveFile(part, tmpDir);
        if (outcome instanceof HttpError) problem = outcome;
        else resume = outcome;
        continue;
      }
      readField(part, fields, fieldProblems);
    }
  } catch (error) {
    await resume?.discard();
    throw multipartError(error);
  } finally {
    stopOversizedStream();
  }

  if (problem || fieldProblems.size > 0) {
    await resume?.discard();
    if (problem) throw problem;
    throw validationFailed(Object.fromEntries(fieldProblems));
  }
  return { fields: Object.fromEntries(fields), resume };
}

function readField(part: MultipartValue, fields: Map<string, unknown>, problems: Map<string, string>): void {
  const name = part.fieldname;
  if (part.valueTruncated || part.fieldnameTruncated) throw requestTooLarge();
  if (fields.has(name)) {
    problems.set(name, DUPLICATE_FIELD_MESSAGE);
    return;
  }
  // An empty resumeFile text part is what a form sends when no file was chosen.
  if (name === RESUME_FIELD && part.value === '') return;
  fields.set(name, BOOLEAN_FIELDS.has(name) ? toBoolean(part.value) : part.value);
}

function toBoolean(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

async function receiveFile(part: MultipartFile, tmpDir: string): Promise<ReceivedResume | HttpError | undefined> {
  const target = path.join(tmpDir, randomUUID());
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headLength < MAGIC_BYTES_NEEDED) {
        head.push(chunk.subarray(0, MAGIC_BYTES_NEEDED - headLength));
        headLength += Math.min(chunk.length, MAGIC_BYTES_NEEDED - headLength);
      }
      size += chunk.length;
      callback(null, chunk);
    },
  });
  // Opened before streaming: a stream that opens its file lazily could create it after a failed
  // upload's clean-up has already run, leaving the file behind.
  const file = await open(target, 'wx', 0o600);
  try {
    await pipeline(part.file, inspect, file.createWriteStream());
    if (part.file.truncated) return await rejectFile(target, tooLarge());
    // A file input left empty still sends a nameless, empty part.
    if (size === 0 && part.filename === '') return await rejectFile(target, undefined);
    const type = await detectResumeType(target, Buffer.concat(head));
    if (!type) return await rejectFile(target, invalidType());
    return new ReceivedResume(target, sanitizeFileName(part.filename, type.extension), type.contentType, size);
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

async function rejectFile<T>(target: string, outcome: T): Promise<T> {
  await rm(target, { force: true });
  return outcome;
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // discarded
  }
}

/**
 * Requests without a Content-Length are counted as they arrive. Past the cap, parsing stops with
 * a 413 (@fastify/multipart ends its iteration on an error of the request), and the rest of the
 * body is read and thrown away, up to REFUSED_BODY_DRAIN_MAX_BYTES, so that the answer reaches a
 * client that is still sending; closing at once would lose it (the peer's reset discards it).
 */
function capRequestBytes(request: FastifyRequest, maxBytes: number): () => void {
  const raw = request.raw;
  let received = 0;
  let refused = false;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (refused) {
      if (received > maxBytes + REFUSED_BODY_DRAIN_MAX_BYTES) raw.destroy();
      return;
    }
    if (received <= maxBytes) return;
    refused = true;
    raw.unpipe();
    raw.emit('error', tooLarge());
    raw.resume();
  };
  const stopCounting = () => raw.off('data', count);
  raw.on('data', count);
  return () => {
    if (!refused) stopCounting();
    else raw.once('end', stopCounting).once('close', stopCounting);
  };
}

/** Parser failures are the client's (malformed, truncated or oversized multipart): a 4xx. */
function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') return requestTooLarge();
  // File-system failures (disk full, permissions) are ours: let them become a 500.
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  return new HttpError(400, UNREADABLE_UPLOAD_MESSAGE);
}
