/** @jest-environment node */
import { retryUnanswered } from './retry-unanswered';

const unanswered = () =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }) });

describe('retryUnanswered', () => {
  it('sends a GET once more when the first attempt got no answer', async () => {
    const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>();
    fetch.mockRejectedValueOnce(unanswered()).mockResolvedValueOnce(new Response('{}', { status: 404 }));
    const answer = await retryUnanswered(fetch)('http://127.0.0.1:4000/api/careers/a-draft');
    expect(answer.status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second attempt', async () => {
    const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>().mockRejectedValue(unanswered());
    await expect(retryUnanswered(fetch)('http://127.0.0.1:4000/api/careers')).rejects.toThrow('fetch failed');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a POST', { method: 'POST', body: '{}' }, unanswered()],
    ['an aborted GET', { signal: AbortSignal.abort() }, unanswered()],
    ['a GET that timed out', {}, new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
  ])('never repeats %s', async (_what, init: RequestInit, failure) => {
    const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>().mockRejectedValue(failure);
    await expect(retryUnanswered(fetch)('http://127.0.0.1:4000/api/contact', init)).rejects.toBe(failure);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('passes an answer through, an error status included, without a second request', async () => {
    const fetch = jest
      .fn<Promise<Response>, Parameters<typeof globalThis.fetch>>()
      .mockResolvedValue(new Response('', { status: 503 }));
    expect((await retryUnanswered(fetch)('http://127.0.0.1:4000/api/careers')).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
