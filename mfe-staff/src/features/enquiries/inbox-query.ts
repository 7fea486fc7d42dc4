import { type EnquiryQuery, enquiryQuerySchema } from 'contracts/staff';
import { queryFromSearch, searchFromQuery } from '../../lib/queries';

/** The inbox's URL parameters: the API's own names, so a link states exactly what is asked. */
export const INBOX_PARAMS = ['q', 'status', 'service', 'receivedFrom', 'receivedTo', 'sort', 'page'] as const;

const DEFAULTS = enquiryQuerySchema.parse({});

/** The inbox's query from its URL; a value the API would refuse is left out. */
export function inboxQuery(searchParams: URLSearchParams): EnquiryQuery {
  return queryFromSearch(enquiryQuerySchema, searchParams, INBOX_PARAMS);
}

/** The URL of a query: what differs from the defaults (newest first, page 1). */
export function inboxSearch(query: Partial<EnquiryQuery>): Record<string, string> {
  const { pageSize: _pageSize, ...rest } = query;
  return searchFromQuery(rest, DEFAULTS);
}
