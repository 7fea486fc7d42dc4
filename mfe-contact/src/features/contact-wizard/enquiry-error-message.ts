import { HttpError, serverMessageOf } from 'shared-ui';

export const ENQUIRY_ERROR_FALLBACK = 'Please try again later.';

/**
 * The description of a failed enquiry's toast: the error's message string, else the server response's
 * data message, else 'Please try again later.'
 */
export function enquiryErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return serverMessageOf(error) ?? ENQUIRY_ERROR_FALLBACK;
}

/**
 * What went wrong, for a page in another language than the API's English sentences (the
 * messages `error.<kind>` say it): the network, too many enquiries, a refused field, or else.
 */
export type EnquiryFailure = 'network' | 'tooMany' | 'invalid' | 'other';

export function enquiryFailure(error: unknown): EnquiryFailure {
  if (!(error instanceof HttpError)) return error instanceof TypeError ? 'network' : 'other';
  if (error.status === 429) return 'tooMany';
  return error.status === 400 ? 'invalid' : 'other';
}
