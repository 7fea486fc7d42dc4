import { HttpError, request } from './http';

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

  it('names the status and the response text (spec §8)', async () => {
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
