/**
 * A GET or HEAD that failed before any answer ("fetch failed": EPIPE or ECONNRESET on a kept-alive
 * connection the other end had just closed) is sent once more, as browsers do; Node's fetch does
 * not. Seen in the render threads: a job page's request to the API after a long quiet spell
 * failed with EPIPE, and the page answered 503. An abort or a timeout is not retried.
 */
export function retryUnanswered(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    try {
      return await fetch(input, init);
    } catch (error) {
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (!(error instanceof TypeError) || (method !== 'GET' && method !== 'HEAD') || init?.signal?.aborted) throw error;
      return fetch(input, init);
    }
  };
}
