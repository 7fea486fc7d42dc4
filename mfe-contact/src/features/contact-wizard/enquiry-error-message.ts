import { serverMessageOf } from 'shared-ui';

export const ENQUIRY_ERROR_FALLBACK = 'Please try again later.';

/**
 * spec §8 "Contact submit failure": the error's message string, else the server response's
 * data message, else 'Please try again later.'
 */
export function enquiryErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return serverMessageOf(error) ?? ENQUIRY_ERROR_FALLBACK;
}
