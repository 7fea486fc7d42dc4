import { type EnquiryQuery, enquiryQuerySchema } from 'contracts/staff';
import { queryFromSearch, searchFromQuery } from '../../lib/queries';

/**
 * The inbox's URL parameters: the API's own names, so a link states exactly what is asked. The
 * search text is not one of them: it may be someone's address, which must stay out of URLs (and
 * so of logs and histories shared): it lives in the page's history entry, kept on reload and Back.
 */
export const INBOX_PARAMS = ['owner', 'status', 'service', 'receivedFrom', 'receivedTo', 'sort', 'page'] as const;

const DEFAULTS = enquiryQuerySchema.parse({});

/** Where the inbox keeps its search text: the history entry's state (React Router's `location.state`). */
export interface InboxState {
  q?: string;
}

/** The inbox's query from its URL and its history entry; a value the API would refuse is left out. */
export function inboxQuery(searchParams: URLSearchParams, state: unknown): EnquiryQuery {
  const params = new URLSearchParams(searchParams);
  params.delete('q');
  const q = (state as InboxState | null)?.q;
  if (typeof q === 'string') params.set('q', q);
  return queryFromSearch(enquiryQuerySchema, params, [...INBOX_PARAMS, 'q']);
}

/** Where a query is kept: what differs from the defaults (newest first, page 1) in the URL, the search text in the history entry. */
export function inboxLocation(query: Partial<EnquiryQuery>): { search: Record<string, string>; state: InboxState } {
  const { pageSize: _pageSize, q, ...rest } = query;
  return { search: searchFromQuery(rest, DEFAULTS), state: q ? { q } : {} };
}
