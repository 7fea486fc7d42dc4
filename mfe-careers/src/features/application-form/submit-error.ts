import { RESUME_MESSAGES } from 'contracts/application-constants';
import { fieldErrorsOf, HttpError, serverMessageOf } from 'shared-ui';

/** spec §8 "Application submit failure". */
export const SUBMIT_ERROR_TITLE = 'Error';
export const SUBMIT_ERROR_FALLBACK = 'There was an error submitting your application. Please try again.';

/** Answers of POST /api/apply/{jobId} in words a candidate understands. */
const STATUS_MESSAGES: Record<number, string> = {
  404: 'This position no longer exists. Please choose another one on our careers page.',
  410: 'This position is no longer accepting applications.',
  413: RESUME_MESSAGES.tooLarge,
  415: RESUME_MESSAGES.invalidType,
  429: 'Too many applications have been sent from your connection in a short time. Please wait a few minutes and try again.',
};

/** Problems that belong to the resume file field rather than to the whole form. */
const FILE_STATUS_MESSAGES: Record<number, string> = { 413: RESUME_MESSAGES.tooLarge, 415: RESUME_MESSAGES.invalidType };

/** The toast's text: a 400 gives the server's message (its fields show the rest), other statuses their own words. */
export function submitErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return SUBMIT_ERROR_FALLBACK;
  if (error.status === 400) return serverMessageOf(error) ?? SUBMIT_ERROR_FALLBACK;
  return STATUS_MESSAGES[error.status] ?? SUBMIT_ERROR_FALLBACK;
}

/** The messages to show at each field: a 400's `errors`, or the file's problem for 413 and 415. */
export function submitFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const fileMessage = FILE_STATUS_MESSAGES[error.status];
  if (fileMessage) return { resumeFile: fileMessage };
  return error.status === 400 ? fieldErrorsOf(error) : {};
}
