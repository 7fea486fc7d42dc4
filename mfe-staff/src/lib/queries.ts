import { keepPreviousData, type QueryClient, queryOptions } from 'shared-ui/query';
import type { z } from 'zod';
import { queryString, staffGet, staffSend } from './api';

/**
 * How fresh staff data is: a list is asked again each time it is shown (colleagues change
 * records meanwhile); a record once per opening (each read is in the audit log), then updated
 * from the answers to what this person does to it.
 */
export const STAFF_LIST_STALE_MS = 0;

/**
 * One page of a list, `GET /api/staff/<resource>?<query>`, or `POST /api/staff/<resource>/search`
 * with the query as its body for a list whose filters may name someone (`search`), keyed
 * `['staff', resource, query]`: asked again each time it is shown, and the page being left stays
 * on screen until the next one arrives.
 */
export function listQueryOptions<S extends z.ZodType>(
  resource: string,
  query: Record<string, string | number | undefined>,
  schema: S,
  { search = false } = {},
) {
  return queryOptions({
    queryKey: ['staff', resource, query],
    queryFn: () =>
      search ? staffSend('POST', `/${resource}/search`, query, schema) : staffGet(`/${resource}${queryString(query)}`, schema),
    staleTime: STAFF_LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Marks every list of a resource stale (`['staff', 'enquiries', { ...query }]`), leaving its records (`['staff', 'enquiries', id]`) alone. */
export function invalidateLists(queryClient: QueryClient, resource: string) {
  return queryClient.invalidateQueries({
    queryKey: ['staff', resource],
    predicate: (query) => typeof query.queryKey[2] === 'object',
  });
}

/**
 * A list's query from the page's URL, checked with the API's own schema: a parameter the
 * schema refuses is left out (as if absent) rather than sent to be refused again.
 */
export function queryFromSearch<S extends z.ZodType>(
  schema: S,
  searchParams: URLSearchParams,
  names: readonly string[],
): z.output<S> {
  const raw: Record<string, string> = {};
  for (const name of names) {
    const value = searchParams.get(name);
    if (value !== null && value.trim() !== '') raw[name] = value;
  }
  for (let attempt = 0; attempt <= names.length; attempt++) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    const refused = result.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((name) => name in raw);
    if (refused.length === 0) break;
    for (const name of refused) delete raw[name];
  }
  return schema.parse({});
}

/** The URL's query for a list: only what differs from the defaults, so a plain list has a plain URL. */
export function searchFromQuery(query: Record<string, unknown>, defaults: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([name, value]) => value !== undefined && value !== '' && value !== defaults[name])
      .map(([name, value]) => [name, String(value)]),
  );
}
