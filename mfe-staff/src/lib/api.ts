/**
 * Calls of the staff API (`/api/staff/*`, contracts/staff): same origin, the session cookie
 * sent by the browser, every answer checked with its contracts schema. A state-changing call
 * carries the page's Origin and `Sec-Fetch-Site: same-origin` by itself, which the API's
 * cross-site gate asks for.
 */

import { fieldErrorsOf, HttpError, request, serverMessageOf } from 'shared-ui';
import type { z } from 'zod';

export const STAFF_API = '/api/staff';

export async function staffGet<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
  return schema.parse(await request<unknown>(`${STAFF_API}${path}`));
}

export async function staffSend<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  const init = body === undefined ? { method } : { method, body: JSON.stringify(body) };
  return schema.parse(await request<unknown>(`${STAFF_API}${path}`, init));
}

/** `?a=1&b=x` of the values that are set, in a stable order (the query keys hold the same object). */
export function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** 401: no session, or it ended (expired, revoked, the account disabled). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** What to tell staff about a failed call: the API's own sentence, without the status in front. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    return serverMessageOf(error) ?? (error.status >= 500 ? 'The server could not do this. Please try again.' : error.message);
  }
  // An answer that does not keep the contract (contracts/staff): a release of the API and the console apart.
  if (error instanceof Error && error.name === 'ZodError') {
    return 'The staff API answered in a way this console does not understand. Reload the page; if it stays, tell the developers.';
  }
  return 'The staff API could not be reached. Check the connection and try again.';
}

/**
 * A refusal's messages for `applyServerErrors`: the API's message per field of `fields` (the
 * form's fields in screen order), or, when it names none of them, its sentence at the first.
 */
export function fieldErrorsOrMessage<F extends string>(error: unknown, fields: readonly [F, ...F[]]): Partial<Record<F, string>> {
  const byField = fieldErrorsOf(error) as Partial<Record<string, string>>;
  const named = fields.filter((field) => byField[field]);
  if (named.length === 0) return { [fields[0]]: errorMessage(error) } as Partial<Record<F, string>>;
  return Object.fromEntries(named.map((field) => [field, byField[field]])) as Partial<Record<F, string>>;
}
