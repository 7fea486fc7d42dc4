import { HttpError } from 'shared-ui';
import { APPLICATION_CONTENT } from './application-content';
import APPLICATION_CONTENT_AR from './application-content.ar';
import { SUBMIT_ERROR_FALLBACK, submitErrorMessage, submitFieldErrors } from './submit-error';

const httpError = (status: number, data?: unknown) => new HttpError(status, `${status}: x`, data);

describe('submitErrorMessage and submitFieldErrors', () => {
  it.each<[string, unknown, string, Record<string, string>]>([
    [
      'a 400 gives the server message and its field messages',
      httpError(400, { message: 'Some fields need your attention.', errors: { phone: 'Please enter a valid phone number' } }),
      'Some fields need your attention.',
      { phone: 'Please enter a valid phone number' },
    ],
    ['a 400 without a JSON body', httpError(400), SUBMIT_ERROR_FALLBACK, {}],
    [
      'a 404 (the job went away)',
      httpError(404, { message: 'Job not found' }),
      'This position no longer exists. Please choose another one on our careers page.',
      {},
    ],
    ['a 410 (closed)', httpError(410, { message: 'x' }), 'This position is no longer accepting applications.', {}],
    [
      'a 413 (file too large)',
      httpError(413, { message: 'Payload Too Large' }),
      'File is too large. Maximum size is 5MB.',
      { resumeFile: 'File is too large. Maximum size is 5MB.' },
    ],
    [
      'a 415 (file type)',
      httpError(415),
      'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
      { resumeFile: 'Invalid file type. Please upload a PDF, DOC, or DOCX file.' },
    ],
    [
      'a 429 (too many)',
      httpError(429, { message: 'Too many requests. Please try again later.' }),
      'Too many applications have been sent from your connection in a short time. Please wait a few minutes and try again.',
      {},
    ],
    ['a 500', httpError(500, { message: 'Internal Server Error' }), SUBMIT_ERROR_FALLBACK, {}],
    ['a network failure', new TypeError('Failed to fetch'), SUBMIT_ERROR_FALLBACK, {}],
  ])('%s', (_case, error, message, fieldErrors) => {
    expect(submitErrorMessage(error)).toBe(message);
    expect(submitFieldErrors(error)).toEqual(fieldErrors);
  });

  it("falls back to the spec's words", () => {
    expect(SUBMIT_ERROR_FALLBACK).toBe('There was an error submitting your application. Please try again.');
  });

  it("says it in the page's language, a 400 in its own words rather than the API's English", () => {
    const arabic = APPLICATION_CONTENT_AR.submitErrors;
    expect(submitErrorMessage(httpError(400, { message: 'Some fields need your attention.' }), arabic)).toBe(
      'بعض الحقول تحتاج إلى مراجعتكم.',
    );
    expect(submitErrorMessage(httpError(429), arabic)).toBe(arabic.statuses[429]);
    expect(submitErrorMessage(new TypeError('Failed to fetch'), arabic)).toBe(arabic.fallback);
    // Record<number, string> lets a status go missing: each English one has its Arabic.
    expect(Object.keys(arabic.statuses)).toEqual(Object.keys(APPLICATION_CONTENT.submitErrors.statuses));
  });
});
