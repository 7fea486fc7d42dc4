import { VALIDATION_FAILED_MESSAGE } from 'contracts';

/** An error whose status and message are fit for the client; the error handler sends it as is. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 400 with one spec message per field (contracts/src/errors.ts). */
export const validationFailed = (errors: Record<string, string>) => new HttpError(400, VALIDATION_FAILED_MESSAGE, errors);

export const notFound = (message: string) => new HttpError(404, message);
