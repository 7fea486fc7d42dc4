/**
 * The shell's `/api` proxy: the browser talks to one origin and every answer of the API reaches
 * it unchanged (status, headers, body). Written on node:http rather than @fastify/http-proxy,
 * which parses the content type itself (a malformed one became its own 500), retries 503 GETs,
 * cannot forward `Expect: 100-continue`, runs the site's own hooks on the API's answers, and
 * streams any body to the API, which then refuses it early and closes while it is still being
 * sent (a 502 here). This one:
 *
 * - refuses a body over the API's own limit with the API's 413 before any of it is forwarded
 *   (by Content-Length, or by counting a chunked body), then reads and discards the rest so
 *   that the client, still sending, receives the answer;
 * - passes the content type through untouched (the API answers 415);
 * - names the client to the API in X-Forwarded-For: the peer, or under `TRUST_PROXY` the
 *   address the trusted proxies in front say, never what a client wrote itself;
 * - hides the staff API and its docs (404) unless `EXPOSE_ADMIN=true`.
 */
import { Agent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import {
  BODY_TOO_LARGE_MESSAGE,
  type ErrorBody,
  JSON_BODY_MAX_BYTES,
  MULTIPART_BODY_MAX_BYTES,
  RESUME_MESSAGES,
} from 'contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from './config';

export const API_UNREACHABLE_MESSAGE = 'The service is temporarily unavailable. Please try again later.';
export const NOT_FOUND_MESSAGE = 'Not found';
/** The staff API and the API's documentation: not part of the public site. */
export const STAFF_PATH_PREFIXES = ['/api/admin', '/api/docs'] as const;
/** Longer than any pause of a slow but honest upload; the API bounds a whole request at 120 s. */
export const API_IDLE_TIMEOUT_MS = 60_000;
/**
 * After answering early (a refused body, a hidden path, the API's early answer), this much more
 * of the request body is read and discarded so the client receives the answer; past it the
 * connection is closed.
 */
export const DRAIN_MAX_BYTES = MULTIPART_BODY_MAX_BYTES;

/** The one route that takes multipart uploads (POST /api/apply/:jobId). */
const UPLOAD_PATH = /^\/api\/apply\/[^/?]+\/?(\?|$)/;
const MULTIPART = /^\s*multipart\/form-data\s*(;|$)/i;
/** Headers of one connection, not of the message (RFC 9110 §7.6.1); `expect` is answered here. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade', 'expect'];
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
}

type Trust = (address: string, hop: number) => boolean;

/** Proxies `/api` and everything under it to the API. */
export function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): void {
  const upstream = new URL(options.apiUrl);
  const trust = compileTrust(options.trustProxy ?? false);
  const agent = new Agent({ keepAlive: true });
  const idleTimeoutMs = options.idleTimeoutMs ?? API_IDLE_TIMEOUT_MS;
  app.addHook('onClose', async () => agent.destroy());

  // The exchange is taken over before Fastify reads or parses anything of the body.
  const takeOver = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.hijack();
    const { raw: req } = request;
    const res = reply.raw;
    if (!options.exposeAdmin && isStaffPath(req.url ?? '/')) {
      answerEarly(req, res, 404, { message: NOT_FOUND_MESSAGE });
    } else {
      forward({ req, res, upstream, agent, trust, idleTimeoutMs, log: request.log });
    }
    done();
  };
  for (const url of ['/api', '/api/*']) {
    app.route({ method: ALL_METHODS, url, onRequest: takeOver, handler: async () => undefined });
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

/** True for the staff API and docs however the path is spelled (%-encoded, `//`, `/./`, case). */
export function isStaffPath(url: string): boolean {
  const rawPath = url.split('?')[0] ?? '/';
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // Malformed escapes: judged as written (the API refuses them anyway).
  }
  const normalised = new URL(decoded.replace(/[\\/]+/g, '/'), 'http://proxy.invalid').pathname.toLowerCase();
  return STAFF_PATH_PREFIXES.some((prefix) => normalised === prefix || normalised.startsWith(`${prefix}/`));
}

/** The largest body the API takes on this route: a resume upload, or JSON. */
export function bodyLimitFor(req: IncomingMessage): { limit: number; tooLarge: ErrorBody } {
  const isUpload = req.method === 'POST' && UPLOAD_PATH.test(req.url ?? '') && MULTIPART.test(req.headers['content-type'] ?? '');
  return isUpload
    ? {
        limit: MULTIPART_BODY_MAX_BYTES,
        tooLarge: { message: RESUME_MESSAGES.tooLarge, errors: { resumeFile: RESUME_MESSAGES.tooLarge } },
      }
    : { limit: JSON_BODY_MAX_BYTES, tooLarge: { message: BODY_TOO_LARGE_MESSAGE } };
}

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  upstream: URL;
  agent: Agent;
  trust: Trust;
  idleTimeoutMs: number;
  log: FastifyRequest['log'];
}

function forward({ req, res, upstream, agent, trust, idleTimeoutMs, log }: Exchange): void {
  const { limit, tooLarge } = bodyLimitFor(req);
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    answerEarly(req, res, 413, tooLarge);
    return;
  }

  let answered = false;
  const outgoing = httpRequest({
    protocol: upstream.protocol,
    hostname: upstream.hostname,
    port: upstream.port,
    method: req.method,
    path: req.url,
    headers: upstreamHeaders(req, clientAddress(req, trust)),
    agent,
  });
  outgoing.setTimeout(idleTimeoutMs, () => outgoing.destroy(new Error(`no answer from the API within ${idleTimeoutMs} ms`)));

  outgoing.on('response', (answer) => {
    answered = true;
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, responseHeaders(answer.rawHeaders));
    answer.pipe(res);
    answer.on('error', () => res.destroy());
    // The API may answer before it has read the body (404 for an unknown job): the rest of it
    // is still read from the client, and the API discards what reaches it.
  });
  outgoing.on('error', (error) => {
    // After an answer (the API's, or a 413 here that cut the upload off) the error is the cut itself.
    if (answered || res.headersSent) return;
    log.error({ err: error }, 'the API could not be reached');
    answerEarly(req, res, 502, { message: API_UNREACHABLE_MESSAGE });
  });
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });

  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) {
      req.removeAllListeners('data');
      outgoing.destroy();
      if (!answered) answerEarly(req, res, 413, tooLarge);
      return;
    }
    if (!outgoing.write(chunk)) {
      req.pause();
      outgoing.once('drain', () => req.resume());
    }
  });
  req.on('end', () => outgoing.end());
  req.on('close', () => {
    if (!req.complete) outgoing.destroy();
  });
}

/** The client's request headers for the API, without hop-by-hop ones and with the client named. */
function upstreamHeaders(req: IncomingMessage, client: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...req.headers };
  const listed = String(req.headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...listed]) delete headers[name];
  // Node frames a body it streams itself; a chunked request stays chunked whatever its method.
  if (req.headers['transfer-encoding']) headers['transfer-encoding'] = 'chunked';
  headers['x-forwarded-for'] = client;
  return headers;
}

/** The API's response headers as sent (repeated ones such as Set-Cookie included), less hop-by-hop ones. */
function responseHeaders(rawHeaders: string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? '';
    if (HOP_BY_HOP.includes(name.toLowerCase()) || name.toLowerCase() === 'transfer-encoding') continue;
    kept.push(name, rawHeaders[index + 1] ?? '');
  }
  return kept;
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
