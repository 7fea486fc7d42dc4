/** Sends a stored resume to staff: as the type it was recognised as, under the name it was stored with. */
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { StoredResume } from '../store/store';
import { asciiFileName, sanitizeFileName } from '../uploads/file-name';
import { RESUME_TYPES } from '../uploads/resume-type';

const OPAQUE_CONTENT_TYPE = 'application/octet-stream';

/**
 * `inline` shows it in the browser (a PDF beside the candidate); `attachment` downloads it. The
 * name was made safe when the file arrived; it is made safe again here, for data from elsewhere.
 */
export function sendResume(reply: FastifyReply, resume: StoredResume, disposition: 'inline' | 'attachment') {
  const type = RESUME_TYPES.find((candidate) => candidate.contentType === resume.contentType);
  const extension = type?.extension ?? '';
  const fileName = sanitizeFileName(resume.fileName, extension);
  return reply
    .type(type?.contentType ?? OPAQUE_CONTENT_TYPE)
    .header('content-length', resume.size)
    .header(
      'content-disposition',
      contentDisposition(fileName, { type: disposition, fallback: asciiFileName(fileName, extension) }),
    )
    .header('x-content-type-options', 'nosniff')
    .send(resume.stream);
}
