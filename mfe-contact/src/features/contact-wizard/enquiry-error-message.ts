import type { ErrorBody } from 'contracts';

export const ENQUIRY_ERROR_FALLBACK = 'Please try again later.';

/**
 * spec §8 "Contact submit failure": the error's message string, else the server response's
 * data message, else 'Please try again later.'
 */
export function enquiryErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return responseBody(error)?.message || ENQUIRY_ERROR_FALLBACK;
}

/** The per-field messages of a 400 answer (same schemas as the browser, so rarely any). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return responseBody(error)?.errors ?? {};
}

/** The parsed JSON body an HttpError from shared-ui carries as `data`, when it is the API's error shape. */
function responseBody(error: unknown): ErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const body = error.data as Partial<ErrorBody> | null;
  if (typeof body?.message !== 'string') return undefined;
  const errors = Object.entries(body.errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { message: body.message, errors: Object.fromEntries(errors) };
}
