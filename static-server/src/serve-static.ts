/**
 * Static serving with the cache, CORS and header rules of the runtime contract: manifests and
 * HTML are revalidated on every load (`no-cache`), content-hashed files are `immutable`, only
 * the site's own origins may read a remote cross-origin, and only files browsers need are
 * published (an allow-list: build reports and server builds stay private, in every encoding).
 * Used by each remote's server and the shell's.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { SERVER_REMOTE_ENTRY, SSR_BUILD_DIR } from 'contracts/federation';
import { helmetOptions, PERMISSIONS_POLICY, type SecurityHeaderSettings } from 'contracts/security-headers';
import Fastify, { type FastifyInstance } from 'fastify';

/** Content-hashed build files (scripts, stylesheets, fonts); their .br and .gz are sent by Accept-Encoding. */
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|woff2)(\.br|\.gz)?$/;
const HASHED_URL_PATH = /^\/[\w/.-]+\.[0-9a-f]{10}\.(js|css|woff2)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

/** A content-hashed script, stylesheet or font, as a browser asks for it (never its .br or .gz by name). */
export const isHashedBuildFile = (urlPath: string) => HASHED_URL_PATH.test(urlPath) && !urlPath.includes('..');

/**
 * What a remote publishes: the browser build's manifest and hashed files, and its server build
 * (the entry and its chunks) for the shell's server. Build reports (mf-stats.json) stay private.
 */
export const isRemotePublicFile = (urlPath: string) =>
  isHashedBuildFile(urlPath) ||
  urlPath === '/mf-manifest.json' ||
  urlPath === `/${SSR_BUILD_DIR}/${SERVER_REMOTE_ENTRY}` ||
  new RegExp(`^/${SSR_BUILD_DIR}/[\\w-]+\\.[0-9a-f]{10}\\.js$`).test(urlPath);

/** The site's one header policy (contracts/security-headers), for files and pages alike. */
export async function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): Promise<void> {
  await app.register(helmet, helmetOptions(settings));
  // On the raw response, as helmet does, so that answers passed through unparsed carry it too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  });
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

export async function registerStaticFiles(
  app: FastifyInstance,
  { root, allowedOrigins, isPublic, routePerFile }: StaticFilesOptions,
) {
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${vary}, Origin` : 'Origin');
    if (origin && allowedOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
  });
  await app.register(fastifyStatic, {
    root,
    // HTML pages are the shell's to answer (with their security policy); this serves files only.
    index: false,
    wildcard: !routePerFile,
    globIgnore: routePerFile?.except,
    // The build writes .br and .gz beside each file; they are sent to browsers that accept them.
    preCompressed: true,
    allowedPath: (urlPath) => isPublic(urlPath),
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
}

export interface RemoteServerOptions extends Omit<StaticFilesOptions, 'isPublic'> {
  /** `HSTS=true`: the remote is served over HTTPS. */
  hsts?: boolean;
  logger?: boolean;
}

/** A remote's own origin: its built files and nothing else. */
export async function buildRemoteServer({
  hsts = false,
  logger = false,
  ...files
}: RemoteServerOptions): Promise<FastifyInstance> {
  // Stopping a remote (a redeploy, or a test taking it down) must not wait on idle browser
  // connections: they are closed at once; a request in flight is answered first.
  const app = Fastify({ logger, forceCloseConnections: 'idle' });
  // The site's pages load these files from another origin.
  await registerSecurityHeaders(app, { hsts, crossOriginResources: true });
  await registerStaticFiles(app, { ...files, isPublic: isRemotePublicFile });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  return app;
}

/**
 * Adds a release's browser files to the folder of earlier releases (a volume that outlives the
 * container), so that a tab opened on an earlier release still finds the chunks it asks for.
 * Hashed names never clash, so nothing is overwritten; serve `[dist, releasesDir]` so that the
 * current manifest wins. The server build is not for browsers and stays out.
 */
export async function keepRelease(dist: string, releasesDir: string): Promise<void> {
  const serverBuild = path.join(dist, SSR_BUILD_DIR);
  await cp(dist, releasesDir, { recursive: true, force: false, filter: (source) => source !== serverBuild });
}
