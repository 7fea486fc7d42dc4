/**
 * An answer that was not OK. `message` is "{status}: {text or status text}",
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

/** Every call sends cookies; bodies are JSON unless they are FormData. */
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

/**
 * The API's own sentence in a failed call's error body (contracts' `ErrorBody`), without the
 * status in front; none when the call did not get such an answer.
 */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof HttpError ? messageOf(error.data) : undefined;
}

/** The API's message per field of a refused call (`{ errors: { email: '…' } }`); none for any other error. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.data as { errors?: unknown } | null | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function postJson<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, { method: 'POST', body: JSON.stringify(body) });
}
