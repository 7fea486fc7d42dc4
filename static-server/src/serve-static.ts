/**
 * Static serving with the cache, CORS and header rules of the runtime contract: manifests and
 * HTML are revalidated on every load (`no-cache`), content-hashed files are `immutable`, only
 * the site's own origins may read a remote cross-origin, and only files browsers need are
 * published (an allow-list: build reports and server builds stay private, in every encoding).
 * Used by each remote's server and the shell's.
 */
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_REMOTE_ENTRY, SSR_BUILD_DIR } from 'contracts/federation';
import { RELEASE_DESCRIPTOR_FILE, RELEASE_VERSION_PATTERN, RELEASES_PATH, releasePath } from 'contracts/release-rules';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggableRequest } from 'server-common/request-log';
import {
  NOTHING_LOADS_POLICY,
  policyHeaders,
  policyHook,
  refusedRequestHandlers,
  type SecurityHeaderSettings,
} from 'server-common/security-headers';
import { type Registry, registerHttpMetrics } from 'telemetry/metrics';
import { readReleaseDescriptor } from './releases';

/** Content-hashed build files (scripts, stylesheets, fonts); their .br and .gz are sent by Accept-Encoding. */
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|woff2)(\.br|\.gz)?$/;
const HASHED_URL_PATH = /^\/[\w/.-]+\.[0-9a-f]{10}\.(js|css|woff2)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

/** A content-hashed script, stylesheet or font, as a browser asks for it (never its .br or .gz by name). */
export const isHashedBuildFile = (urlPath: string) =>
  HASHED_URL_PATH.test(urlPath) && !urlPath.includes('..') && !urlPath.includes('//');

/**
 * What a remote publishes: the browser build's manifest and hashed files, and its server build
 * (the entry and its chunks) for the shell's server. Build reports (mf-stats.json) stay private.
 */
export const isRemotePublicFile = (urlPath: string) =>
  isHashedBuildFile(urlPath) ||
  urlPath === '/mf-manifest.json' ||
  urlPath === `/${SSR_BUILD_DIR}/${SERVER_REMOTE_ENTRY}` ||
  new RegExp(`^/${SSR_BUILD_DIR}/[\\w-]+\\.[0-9a-f]{10}\\.js$`).test(urlPath);

/**
 * The site's one header policy (server-common/security-headers), for files and pages alike, and its
 * one rule for a request's target and Host: one not well formed is answered with `refuse` (400).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  settings: SecurityHeaderSettings,
  refuse: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.addHook('onRequest', policyHook(policyHeaders(settings), refuse));
}

export interface StaticFilesOptions {
  /** The folder served, or several, looked up in order. */
  root: string | string[];
  /** Origins allowed to fetch these files cross-origin (the site itself). */
  allowedOrigins: readonly string[];
  /** The URL paths browsers may have; every other file of the folders is answered 404. */
  isPublic: (urlPath: string) => boolean;
  /**
   * A route per file found at start, less those named here (which the app answers itself), in
   * place of one wildcard route: the app's own `/*` stays free. Files added later are not served.
   */
  routePerFile?: { except: string[] };
}

export async function registerStaticFiles(app: FastifyInstance, { allowedOrigins, ...files }: StaticFilesOptions) {
  allowCrossOriginReads(app, allowedOrigins);
  await serveFiles(app, files);
}

function allowCrossOriginReads(app: FastifyInstance, allowedOrigins: readonly string[]) {
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${vary}, Origin` : 'Origin');
    if (origin && allowedOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
  });
}

interface ServedFiles extends Omit<StaticFilesOptions, 'allowedOrigins'> {
  /** Where in the URL space the folder is served (default `/`). */
  prefix?: string;
  /** Every file's Cache-Control (default: by its name, `cacheControlFor`). */
  cacheControl?: string;
}

async function serveFiles(app: FastifyInstance, { root, isPublic, routePerFile, prefix, cacheControl }: ServedFiles) {
  await app.register(fastifyStatic, {
    root,
    prefix,
    // Registered more than once on a remote's server (its build, and its versions).
    decorateReply: prefix === undefined,
    // HTML pages are the shell's to answer (with their security policy); this serves files only.
    index: false,
    wildcard: !routePerFile,
    globIgnore: routePerFile?.except,
    // The build writes .br and .gz beside each file; they are sent to browsers that accept them.
    preCompressed: true,
    allowedPath: (urlPath) => isPublic(urlPath),
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControl ?? cacheControlFor(filePath)),
  });
}

export interface RemoteServerOptions {
  /** The build the remote's origin serves at its root (its current build). */
  dist: string;
  /**
   * Every version kept, one folder each (`<releasesDir>/<version>/`), served under
   * `/releases/<version>/`, immutable. Without it, only the current build's version is.
   */
  releasesDir?: string;
  /** Origins allowed to fetch these files cross-origin (the site itself). */
  allowedOrigins: readonly string[];
  /** `HSTS=true`: the remote is served over HTTPS. */
  hsts?: boolean;
  /** `true`: each request logged to stdout (a stream: there instead), never with the client's address. */
  logger?: boolean | { stream: { write: (line: string) => void } };
  /** Where requests are timed (serve-remote.ts serves it on the metrics port); default: not measured. */
  metricsRegistry?: Registry;
}

/**
 * A remote's own origin: its built files and nothing else. Every version kept is served under
 * `/releases/<version>/`, which never changes; the root serves the current build, revalidated.
 */
export async function buildRemoteServer({
  dist,
  releasesDir,
  allowedOrigins,
  hsts = false,
  logger = false,
  metricsRegistry,
}: RemoteServerOptions): Promise<FastifyInstance> {
  // The site's pages load these files from another origin.
  const headerSettings = { hsts, crossOriginResources: true };
  const refusals = refusedRequestHandlers(
    { ...policyHeaders(headerSettings), 'content-security-policy': NOTHING_LOADS_POLICY },
    (status) => ({ contentType: 'application/json; charset=utf-8', text: JSON.stringify({ message: STATUS_CODES[status] }) }),
  );
  // Stopping a remote (a redeploy, or a test taking it down) must not wait on idle browser
  // connections: they are closed at once; a request in flight is answered first.
  const app = Fastify({
    // A log is out of an erasure's reach: no client address.
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: loggableRequest } },
    forceCloseConnections: 'idle',
    ...refusals,
  });
  if (metricsRegistry) registerHttpMetrics(app, metricsRegistry);
  registerSecurityHeaders(app, headerSettings, (_request, reply) => sendRemoteError(reply, 400));
  // `//file` names no file of ours (a browser or a cache would read another host): 404, as any unknown path.
  app.addHook('onRequest', (request, reply, done) => (request.url.startsWith('//') ? reply.callNotFound() : done()));
  allowCrossOriginReads(app, allowedOrigins);
  await serveFiles(app, {
    root: dist,
    isPublic: (urlPath) => isRemotePublicFile(urlPath) || urlPath === `/${RELEASE_DESCRIPTOR_FILE}`,
  });
  const versions = releasesDir
    ? { root: releasesDir, prefix: `${RELEASES_PATH}/`, isPublic: isReleaseFile }
    : await currentVersionOnly(dist);
  await serveFiles(app, { ...versions, cacheControl: IMMUTABLE });
  // A path out of the folder (`/%2e%2e/x`) is @fastify/static's 403: said plainly, not its error code.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return sendRemoteError(reply, status);
  });
  app.setNotFoundHandler((_request, reply) => sendRemoteError(reply, 404, 'Not found'));
  return app;
}

/** A remote's error: a plain message, loading nothing, never kept. */
const sendRemoteError = (reply: FastifyReply, status: number, message = STATUS_CODES[status]) =>
  reply
    .code(status)
    .header('Content-Security-Policy', NOTHING_LOADS_POLICY)
    .header('Cache-Control', 'no-store')
    .send({ message });

/** A file of a kept version (`/<version>/<file>` under `/releases/`): what the build publishes, and its descriptor. */
export function isReleaseFile(urlPath: string): boolean {
  const [, version = '', ...rest] = urlPath.split('/');
  const file = `/${rest.join('/')}`;
  return RELEASE_VERSION_PATTERN.test(version) && (isRemotePublicFile(file) || file === `/${RELEASE_DESCRIPTOR_FILE}`);
}

async function currentVersionOnly(dist: string) {
  const { version } = await readReleaseDescriptor(dist);
  return { root: dist, prefix: releasePath(version), isPublic: (urlPath: string) => isReleaseFile(`/${version}${urlPath}`) };
}
