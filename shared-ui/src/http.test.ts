import { fieldErrorsOf, HttpError, request, serverMessageOf } from './http';

function answer(status: number, statusText: string, text: string) {
  return { ok: status < 400, status, statusText, text: async () => text } as Response;
}

describe('request', () => {
  const fail = async (response: Response): Promise<HttpError> => {
    global.fetch = jest.fn().mockResolvedValue(response);
    return request('/api/contact').then(
      () => {
        throw new Error('expected the request to fail');
      },
      (error: HttpError) => error,
    );
  };

  it('names the status and the response text', async () => {
    const error = await fail(answer(500, 'Internal Server Error', 'Storage unavailable'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('500: Storage unavailable');
  });

  it('uses the status text when the response has no text', async () => {
    expect((await fail(answer(502, 'Bad Gateway', ''))).message).toBe('502: Bad Gateway');
  });

  it("shows a JSON error body's message, not raw JSON, and keeps the body", async () => {
    const body = { message: 'Too many submissions.', errors: { email: 'Please enter a valid email address' } };
    const error = await fail(answer(429, 'Too Many Requests', JSON.stringify(body)));
    expect(error.message).toBe('429: Too many submissions.');
    expect(error.data).toEqual(body);
  });

  it('returns the parsed body of an OK answer and sends cookies', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(200, 'OK', '{"status":"ok"}'));
    global.fetch = fetchMock;
    await expect(request('/api/health')).resolves.toEqual({ status: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.objectContaining({ credentials: 'include' }));
  });
});

describe('reading an error body', () => {
  const body = { message: 'Some fields need your attention.', errors: { email: 'Please enter a valid email address', code: 7 } };

  it("gives the API's message and its per-field messages that are text", () => {
    const error = new HttpError(400, '400: Some fields need your attention.', body);
    expect(serverMessageOf(error)).toBe('Some fields need your attention.');
    expect(fieldErrorsOf(error)).toEqual({ email: 'Please enter a valid email address' });
  });

  it.each<[string, unknown]>([
    ['an answer without a JSON body', new HttpError(502, '502: Bad Gateway', undefined)],
    ['an answer of another shape', new HttpError(500, '500: <html>', '<html>')],
    ['a blank message', new HttpError(500, '500: x', { message: ' ', errors: null })],
    ['a network failure', new TypeError('Failed to fetch')],
    ['an error that only looks like one', Object.assign(new Error('x'), { data: body })],
  ])('gives nothing for %s', (_case, error) => {
    expect(serverMessageOf(error)).toBeUndefined();
    expect(fieldErrorsOf(error)).toEqual({});
  });
});
