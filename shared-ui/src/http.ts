/**
 * An answer that was not OK. `message` follows spec §8, "{status}: {text or status text}",
 * except that a JSON error body gives its `message` as the text rather than raw JSON.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body, when the server sent one. */
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** spec §7: every call sends cookies; bodies are JSON unless they are FormData. */
export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const isJsonBody = init.body !== undefined && !(init.body instanceof FormData);
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(isJsonBody ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) {
    const body = parseJson(text);
    throw new HttpError(response.status, `${response.status}: ${messageOf(body) ?? (text || response.statusText)}`, body);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
}

export function postJson<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, { method: 'POST', body: JSON.stringify(body) });
}
