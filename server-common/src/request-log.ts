/** What the servers' request logs keep of a request: never a console filter's values, never a client address. */
import { isStaffPath } from 'contracts/staff-rules';

const HIDDEN_VALUE = '[hidden]';

/**
 * A request's URL as a log may keep it: the query values of a console page or a staff API call
 * are hidden (a filter may name someone, and an erasure cannot reach a log), their names kept.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (queryAt < 0 || !(isStaffPath(path) || isStaffPath(path.replace(/^\/api(?=\/)/, '')))) return url;
  const names = [...new URLSearchParams(url.slice(queryAt + 1)).keys()];
  return `${path}?${names.map((name) => `${encodeURIComponent(name)}=${HIDDEN_VALUE}`).join('&')}`;
}
/** What a server's request log keeps of a request (a pino `req` serializer): its method and loggable URL, no client address. */
export const loggableRequest = (request: { method?: string; url?: string }) => ({
  method: request.method,
  url: loggableUrl(request.url ?? ''),
});
