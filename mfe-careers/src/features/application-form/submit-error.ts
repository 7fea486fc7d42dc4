import { RESUME_MESSAGES } from 'contracts/application-rules';
import { fieldErrorsOf, HttpError, serverMessageOf } from 'shared-ui';
import { APPLICATION_CONTENT, type SubmitErrorWords } from './application-content';

/** A failed application's toast text when nothing more is known, in English (see applicationContent). */
export const SUBMIT_ERROR_FALLBACK = APPLICATION_CONTENT.submitErrors.fallback;

/** Problems that belong to the resume file field rather than to the whole form. */
const FILE_STATUS_MESSAGES: Record<number, string> = { 413: RESUME_MESSAGES.tooLarge, 415: RESUME_MESSAGES.invalidType };

/** The toast's text: a 400 gives the server's message (its fields show the rest), other statuses their own words. */
export function submitErrorMessage(error: unknown, words: SubmitErrorWords = APPLICATION_CONTENT.submitErrors): string {
  if (!(error instanceof HttpError)) return words.fallback;
  if (error.status === 400) return words.invalid ?? serverMessageOf(error) ?? words.fallback;
  return words.statuses[error.status] ?? words.fallback;
}

/** The messages to show at each field: a 400's `errors`, or the file's problem for 413 and 415. */
export function submitFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const fileMessage = FILE_STATUS_MESSAGES[error.status];
  if (fileMessage) return { resumeFile: fileMessage };
  return error.status === 400 ? fieldErrorsOf(error) : {};
}
