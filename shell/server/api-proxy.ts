/**
 * The shell's `/api` proxy: the browser talks to one origin and every answer of the API reaches
 * it unchanged (status, headers, body). The API is reached with undici, which frames every body
 * it sends itself (the length it was told, checked, or chunked) and parses answers strictly, so
 * nothing a client writes can make the API read part of a body as a request of its own. Around
 * it, this proxy:
 *
 * - takes a request target only in origin form (`/path?query`), and judges and forwards that
 *   same string;
 * - takes a body only with the framing Node's parser read (Content-Length or chunked), which no
 *   `Connection` header can remove, and none on methods that carry none (400);
 * - refuses a body over the API's own limit with the API's 413 before any of it is forwarded
 *   (by Content-Length, or by counting a chunked body), then reads and discards the rest so
 *   that the client, still sending, receives the answer;
 * - passes the content type through untouched (the API answers 415);
 * - names the client to the API in X-Forwarded-For: the peer, or under `TRUST_PROXY` the
 *   address the trusted proxies in front say, never what a client wrote itself;
 * - hides the machine token's API and the docs (404) unless `EXPOSE_ADMIN=true`, and always
 *   the release registry's feed and health reports, which are for the shell's servers only.
 *
 * A few paths of the site itself are the API's answers too (the job feeds): each is forwarded
 * as its API path, the client's query left behind, and answered in the same way.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, pipeline } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import {
  BODY_TOO_LARGE_MESSAGE,
  type ErrorBody,
  JSON_BODY_MAX_BYTES,
  MULTIPART_BODY_MAX_BYTES,
  RESUME_MESSAGES,
  STORY_PHOTO_BODY_MAX_BYTES,
  STORY_PHOTO_MESSAGES,
} from 'contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import type { TrustProxy } from './config';

export const API_UNREACHABLE_MESSAGE = 'The service is temporarily unavailable. Please try again later.';
export const NOT_FOUND_MESSAGE = 'Not found';
export const BODY_NOT_ALLOWED_MESSAGE = 'This request cannot carry a body.';
/** The machine token's API and the API's documentation: not part of the public site unless `EXPOSE_ADMIN=true`. */
export const ADMIN_PATH_PREFIXES = ['/api/admin', '/api/docs'] as const;
/** What the shell's servers read from and report to the release registry: never through the site. */
export const INTERNAL_PATH_PREFIXES = ['/api/releases/feed', '/api/releases/health'] as const;
/** Where browsers send Web Vitals: a beacon carries the site's cookies, and they are not passed on. */
export const COOKIELESS_PATH_PREFIXES = ['/api/rum'] as const;
/** Longer than any pause of a slow but honest upload; the API bounds a whole request by REQUEST_TIMEOUT_MS. */
export const API_IDLE_TIMEOUT_MS = 60_000;
/**
 * After answering early (a refused body, a hidden path, the API's early answer), this much more
 * of the request body is read and discarded so the client receives the answer; past it the
 * connection is closed.
 */
export const DRAIN_MAX_BYTES = MULTIPART_BODY_MAX_BYTES;

/** Methods whose requests carry no body: one sent anyway is refused, never forwarded. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The routes that take multipart uploads, each with the API's limit and its own 413 answer. */
const UPLOADS: { path: RegExp; limit: number; tooLarge: ErrorBody }[] = [
  {
    // POST /api/apply/:jobId
    path: /^\/api\/apply\/[^/?]+\/?(\?|$)/,
    limit: MULTIPART_BODY_MAX_BYTES,
    tooLarge: { message: RESUME_MESSAGES.tooLarge, errors: { resumeFile: RESUME_MESSAGES.tooLarge } },
  },
  {
    path: /^\/api\/staff\/stories\/photos\/?(\?|$)/,
    limit: STORY_PHOTO_BODY_MAX_BYTES,
    tooLarge: { message: STORY_PHOTO_MESSAGES.tooLarge, errors: { photo: STORY_PHOTO_MESSAGES.tooLarge } },
  },
];
const MULTIPART = /^\s*multipart\/form-data\s*(;|$)/i;
/**
 * Headers of one connection, not of the message (`Connection` and the fields it names, RFC 9110), which undici sets itself;
 * `expect` is answered here. Framing (content-length) is set from what the parser read.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'content-length',
]);
/** W3C trace context: when the shell traces, the instrumentation writes them for its own span. */
const TRACE_CONTEXT_HEADERS = new Set(['traceparent', 'tracestate']);
/** What the proxy's own answers carry, as the API's JSON answers do. */
const OWN_ANSWER_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

export interface ApiProxyOptions {
  /** Where the API listens, e.g. `http://127.0.0.1:4000`. */
  apiUrl: string;
  /** `TRUST_PROXY` (default: nobody). */
  trustProxy?: TrustProxy;
  /** `EXPOSE_ADMIN` (default: hidden). */
  exposeAdmin?: boolean;
  idleTimeoutMs?: number;
  /** Told of each request the API could not be reached for (the shell's metrics count them). */
  onError?: () => void;
  /**
   * The shell traces its requests: the request's context goes on to the API from the undici
   * instrumentation, and the client's own `traceparent` is not passed as well (two would make
   * the API's unreadable).
   */
  traced?: boolean;
  /** Paths of the site (GET and HEAD) answered by a path of the API, query included: `/careers/feed.xml` → `/api/careers/feed.xml?lang=en`. */
  aliases?: Readonly<Record<string, string>>;
}

type Trust = (address: string, hop: number) => boolean;

/** Proxies `/api` and everything under it to the API. */
export function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): void {
  const trust = compileTrust(options.trustProxy ?? false);
  const idleTimeoutMs = options.idleTimeoutMs ?? API_IDLE_TIMEOUT_MS;
  const api = new Pool(new URL(options.apiUrl).origin, { headersTimeout: idleTimeoutMs, bodyTimeout: idleTimeoutMs });
  app.addHook('onClose', async () => api.destroy());

  // The exchange is taken over before Fastify reads or parses anything of the body.
  const takeOver = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.hijack();
    const { raw: req } = request;
    const res = reply.raw;
    const url = req.url ?? '/';
    if (isHiddenApiPath(url, options.exposeAdmin)) {
      answerEarly(req, res, 404, { message: NOT_FOUND_MESSAGE });
    } else if (hasBody(req) && BODILESS_METHODS.has(req.method ?? '')) {
      answerEarly(req, res, 400, { message: BODY_NOT_ALLOWED_MESSAGE });
    } else {
      forward({ req, res, api, trust, traced: options.traced ?? false, log: request.log, onError: options.onError });
    }
    done();
  };
  for (const url of ['/api', '/api/*']) {
    app.route({ method: ALL_METHODS, url, onRequest: takeOver, handler: async () => undefined });
  }
  for (const [sitePath, apiPath] of Object.entries(options.aliases ?? {})) {
    const asApiPath = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      request.raw.url = apiPath;
      takeOver(request, reply, done);
    };
    app.route({ method: ['GET', 'HEAD'], url: sitePath, onRequest: asApiPath, handler: async () => undefined });
  }
}

const ALL_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

export function compileTrust(setting: TrustProxy): Trust {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The address the API should count this request against. */
export function clientAddress(req: IncomingMessage, trust: Trust): string {
  return proxyAddr(req, trust);
}

/**
 * A path of the API the site does not pass on (404): the release registry's internal paths
 * always, the machine token's API and the docs unless `EXPOSE_ADMIN=true`.
 */
export function isHiddenApiPath(url: string, exposeAdmin = false): boolean {
  return isUnder(url, INTERNAL_PATH_PREFIXES) || (!exposeAdmin && isUnder(url, ADMIN_PATH_PREFIXES));
}

/** True for a path under one of `prefixes` however it is spelled (%-encoded, `//`, `/./`, case). */
export function isUnder(url: string, prefixes: readonly string[]): boolean {
  const rawPath = url.split('?')[0] ?? '/';
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // Malformed escapes: judged as written (the API refuses them anyway).
  }
  const normalised = new URL(decoded.replace(/[\\/]+/g, '/'), 'http://proxy.invalid').pathname.toLowerCase();
  return prefixes.some((prefix) => normalised === prefix || normalised.startsWith(`${prefix}/`));
}

/** The largest body the API takes on this route: an upload (a resume, a story's photo), or JSON. */
export function bodyLimitFor(req: IncomingMessage): { limit: number; tooLarge: ErrorBody } {
  const multipart = req.method === 'POST' && MULTIPART.test(req.headers['content-type'] ?? '');
  const upload = multipart ? UPLOADS.find(({ path }) => path.test(req.url ?? '')) : undefined;
  return upload ?? { limit: JSON_BODY_MAX_BYTES, tooLarge: { message: BODY_TOO_LARGE_MESSAGE } };
}

/** Whether Node's parser reads a body after the headers: chunked, or a Content-Length above 0. */
function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  api: Pool;
  trust: Trust;
  traced: boolean;
  log: FastifyRequest['log'];
  onError: (() => void) | undefined;
}

function forward({ req, res, api, trust, traced, log, onError }: Exchange): void {
  const { limit, tooLarge } = bodyLimitFor(req);
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    answerEarly(req, res, 413, tooLarge);
    return;
  }

  const aborted = new AbortController();
  let body: PassThrough | undefined;
  if (hasBody(req)) {
    body = new PassThrough();
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return;
      req.unpipe(body);
      aborted.abort();
      if (!res.headersSent) answerEarly(req, res, 413, tooLarge);
    });
    req.pipe(body);
  }
  res.on('close', () => {
    if (!res.writableFinished) aborted.abort();
  });

  api
    .request({
      method: req.method as 'GET',
      path: req.url ?? '/',
      headers: upstreamHeaders(req, clientAddress(req, trust), traced),
      body,
      signal: aborted.signal,
    })
    .then(
      (answer) => {
        res.writeHead(answer.statusCode, responseHeaders(answer.headers));
        // The API may answer before it has read the body (404 for an unknown job): the rest is
        // still read from the client and sent on, and the API discards it.
        pipeline(answer.body, res, () => undefined);
      },
      (error: Error) => {
        // Cut off here (a 413 for a body past the limit, or the client gone): already answered.
        if (aborted.signal.aborted || res.headersSent) return;
        log.error({ err: error }, 'the API could not be reached');
        onError?.();
        answerEarly(req, res, 502, { message: API_UNREACHABLE_MESSAGE });
      },
    );
}

/**
 * The client's request headers for the API: without hop-by-hop ones, with the body's length
 * when the parser read one (a chunked body is sent chunked), and with the client named.
 */
function upstreamHeaders(req: IncomingMessage, client: string, traced: boolean): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !(traced && TRACE_CONTEXT_HEADERS.has(name))) headers[name] = value;
  }
  if (req.headers['transfer-encoding'] === undefined && req.headers['content-length'] !== undefined) {
    headers['content-length'] = req.headers['content-length'];
  }
  headers['x-forwarded-for'] = client;
  if (isUnder(req.url ?? '/', COOKIELESS_PATH_PREFIXES)) delete headers.cookie;
  return headers;
}

/** The API's response headers as sent (repeated ones such as Set-Cookie included), less hop-by-hop ones. */
function responseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) || name === 'content-length'));
}

/**
 * Answers without the API, then reads the rest of the body and throws it away (bounded), so a
 * client still sending gets the answer instead of a reset connection.
 */
function answerEarly(req: IncomingMessage, res: ServerResponse, status: number, body: ErrorBody): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { ...OWN_ANSWER_HEADERS, 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
  if (req.complete) return;
  let drained = 0;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) req.socket.destroy();
  });
  req.resume();
}
