import { HttpError } from 'shared-ui';
import { ENQUIRY_ERROR_FALLBACK, enquiryErrorMessage, enquiryFailure } from './enquiry-error-message';

describe("enquiryErrorMessage (own message, else the server's, else the fallback)", () => {
  const withData = (message: string, data: unknown) => new HttpError(429, message, data);

  it.each([
    [
      'the error message first',
      new HttpError(500, '500: Internal Server Error', { message: 'Storage unavailable' }),
      '500: Internal Server Error',
    ],
    ['a network failure message', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['the data message when the error has no message', withData('', { message: 'Too many enquiries' }), 'Too many enquiries'],
    ['the fallback when neither has a message', withData('', { message: '' }), ENQUIRY_ERROR_FALLBACK],
    ['the fallback for a body of another shape', withData('', '<html>'), ENQUIRY_ERROR_FALLBACK],
    ['the fallback for a thrown string', 'boom', ENQUIRY_ERROR_FALLBACK],
    ['the fallback for nothing', undefined, ENQUIRY_ERROR_FALLBACK],
  ])('uses %s', (_case, error, expected) => {
    expect(enquiryErrorMessage(error)).toBe(expected);
  });

  it("says 'Please try again later.' as the spec words it", () => {
    expect(ENQUIRY_ERROR_FALLBACK).toBe('Please try again later.');
  });
});

describe('enquiryFailure (what a page in another language says instead)', () => {
  it.each([
    ['network', new TypeError('Failed to fetch')],
    ['tooMany', new HttpError(429, '429: Too many requests. Please try again later.', { message: 'Too many requests.' })],
    ['invalid', new HttpError(400, '400: Some fields need your attention.', { message: 'Some fields need your attention.' })],
    ['other', new HttpError(503, '503: Service Unavailable', undefined)],
    ['other', new SyntaxError('Unexpected token < in JSON')],
    ['other', 'boom'],
  ])('is %s for %p', (kind, error) => {
    expect(enquiryFailure(error)).toBe(kind);
  });
});
