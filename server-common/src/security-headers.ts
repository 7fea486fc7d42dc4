/**
 * The one security header policy of every server of the site: the shell's (pages, its files,
 * the /api passthrough), each remote's static server and the API. Each sets helmet's headers
 * and `PERMISSIONS_POLICY` (`policyHeaders`, read once at start) on every answer; only the content security policy is each server's own, since a page, a script and a
 * JSON answer need different ones.
 */
import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import helmet from 'helmet';

/** Two years, with subdomains: what hstspreload.org asks for, well past Observatory's six months. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Nothing on the site uses these browser features, so no page or frame may. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

export interface SecurityHeaderSettings {
  /** The site is served over HTTPS (`HSTS=true`): browsers are told to use nothing else. */
  hsts: boolean;
  /** The files are loaded by pages of another origin (a remote's scripts on the site's pages). */
  crossOriginResources?: boolean;
}

/** Options for helmet, the same for every server but for the two settings. */
function helmetOptions({ hsts, crossOriginResources = false }: SecurityHeaderSettings) {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: crossOriginResources ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: REFERRER_POLICY },
    strictTransportSecurity: hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  } as const;
}

/** The content security policy of an answer that loads nothing: JSON, and plain errors. */
export const NOTHING_LOADS_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The headers of the site's policy as a record: those helmet sets, and the Permissions-Policy.
 * Made once at start: every answer gets them through `policyHook` (helmet's own middleware
 * would set them again for every request), and the answers a server writes before any of its
 * hooks runs (below) carry the very same.
 */
export function policyHeaders(settings: SecurityHeaderSettings): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(helmetOptions(settings))({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * A Host field as HTTP's semantics (RFC 9110) have it, `host[:port]`: a name or an IPv4 address, or an IP
 * literal in brackets. No space, path, query or user info: `URL` would read such a field as
 * another host, or none. `URL` then judges what the characters allow (a port past 65535, a
 * malformed IPv6 address, an escaped space).
 */
const HOST_FIELD = /^(?:\[[\dA-Fa-f:.]+\]|[\w.~!$&'()*+,;=%-]+)(?::\d*)?$/;

/**
 * Whether a request says in one way only what it asks for (HTTP/1.1's request line, RFC 9112): its target is a path
 * (an absolute URL or `*` names another host, or none, and a server behind would read it
 * otherwise), and it has exactly one Host, well formed; HTTP/1.0 may leave Host out.
 */
export function isWellFormedRequest({
  url,
  httpVersion,
  rawHeaders,
}: Pick<IncomingMessage, 'url' | 'httpVersion' | 'rawHeaders'>) {
  if (!url?.startsWith('/')) return false;
  // Node keeps the first of two Hosts in `headers`: the raw list has them all.
  const hosts = rawHeaders.filter((_value, index) => index % 2 === 1 && rawHeaders[index - 1]?.toLowerCase() === 'host');
  if (hosts.length === 0) return httpVersion === '1.0';
  const [host = ''] = hosts;
  return hosts.length === 1 && HOST_FIELD.test(host) && URL.canParse(`http://${host}/`);
}

/**
 * A server's `onRequest` hook, before any other that answers: sets `headers` (`policyHeaders`,
 * with the server's content security policy) on the raw response, so that answers passed
 * through unparsed carry them too, then answers a request that is not well formed (above) with
 * `refuse` (a 400 in the server's own words), before anything reads its target or its host.
 */
export function policyHook<Request extends { raw: IncomingMessage }, Reply extends { raw: ServerResponse }>(
  headers: Record<string, string>,
  refuse: (request: Request, reply: Reply) => unknown,
) {
  const entries = Object.entries(headers);
  return (request: Request, reply: Reply, done: () => void) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    if (isWellFormedRequest(request.raw)) done();
    else void refuse(request, reply);
  };
}

/** A refusal's body, as each server words its errors. */
export interface RefusalBody {
  contentType: string;
  text: string;
}

const CLIENT_ERROR_STATUSES: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Fastify's two ways of answering a request before any route or hook runs, replaced: its
 * router's (`frameworkErrors`: a malformed percent-escape, a parameter past its length) and
 * Node's parser's (`clientErrorHandler`: a malformed request line or header, headers past the
 * size limit, a request too slow). Fastify's own put its error code and the request's URL in
 * the body, with none of the site's headers; these answer with the server's security headers,
 * `no-store` and its own error body. `bodyOf` gets the client's Accept when it could be read.
 * Node's bare 400 for an HTTP/1.1 request without Host (`requireHostHeader`) is turned off:
 * `policyHook` refuses it, with the rest of what is not well formed, as the server words it.
 */
export function refusedRequestHandlers(
  securityHeaders: Record<string, string>,
  bodyOf: (status: number, accept?: string) => RefusalBody,
) {
  const head = (body: RefusalBody) => ({
    ...securityHeaders,
    'cache-control': 'no-store',
    'content-type': body.contentType,
    'content-length': String(Buffer.byteLength(body.text)),
  });
  return {
    http: { requireHostHeader: false },
    frameworkErrors(error: { statusCode?: number }, request: { headers: IncomingHttpHeaders }, reply: { raw: ServerResponse }) {
      const status = error.statusCode ?? 400;
      const body = bodyOf(status, request.headers.accept);
      reply.raw.writeHead(status, head(body)).end(body.text);
    },
    clientErrorHandler(error: { code?: string }, socket: Duplex) {
      // A reset connection has nobody to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = CLIENT_ERROR_STATUSES[error.code ?? ''] ?? 400;
      const body = bodyOf(status);
      if (socket.writable) {
        const lines = Object.entries({ ...head(body), connection: 'close' }).map(([name, value]) => `${name}: ${value}`);
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body.text}`);
      }
      socket.destroy();
    },
  };
}
