/** Reading a file over HTTP within a bounded time, for publishing (origins) and the gate (origins and the shell). */
import { createHash } from 'node:crypto';

export type Fetch = typeof fetch;

/** Each request to an origin or the shell gives up after this long. */
export const RELEASE_FETCH_TIMEOUT_MS = 5_000;

/** A file that could not be read; the message says why, to follow its URL or name ("answered 404"). */
export class FetchFailed extends Error {
  override name = 'FetchFailed';
}

export async function fetchFile(fetchImpl: Fetch, url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetchImpl(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(RELEASE_FETCH_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new FetchFailed(timedOut ? `did not answer within ${RELEASE_FETCH_TIMEOUT_MS / 1000} s` : 'could not be reached');
  }
}

/** The bytes of a file answered with 200. */
export async function fetchBytes(fetchImpl: Fetch, url: string): Promise<Buffer> {
  const response = await fetchFile(fetchImpl, url);
  if (response.status !== 200) throw new FetchFailed(`answered ${response.status}`);
  try {
    return Buffer.from(await response.arrayBuffer());
  } catch {
    throw new FetchFailed('broke off while sending');
  }
}

export async function fetchJson(fetchImpl: Fetch, url: string): Promise<unknown> {
  const bytes = await fetchBytes(fetchImpl, url);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new FetchFailed('is not JSON');
  }
}

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
