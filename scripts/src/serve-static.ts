/**
 * Static serving with the cache and CORS rules of the runtime contract: manifests and HTML are
 * revalidated on every load (`no-cache`), content-hashed files are `immutable`, and only the
 * site's own origins may read a remote cross-origin. Used by each remote's server and the shell's.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_BUILD_DIR } from 'contracts/federation';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|woff2)(\.br|\.gz)?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

export function applySecurityHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
}

export interface StaticFilesOptions {
  /** The folder served, or several, looked up in order. */
  root: string | string[];
  /** Origins allowed to fetch these files cross-origin (the site itself). */
  allowedOrigins: readonly string[];
  /** Files of the folder that are not to be served. */
  exclude?: (pathName: string) => boolean;
}

export async function registerStaticFiles(
  app: FastifyInstance,
  { root, allowedOrigins, exclude = () => false }: StaticFilesOptions,
) {
  app.addHook('onSend', async (request, reply) => {
    applySecurityHeaders(reply);
    const origin = request.headers.origin;
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${vary}, Origin` : 'Origin');
    if (origin && allowedOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
  });
  await app.register(fastifyStatic, {
    root,
    // HTML pages are the shell's to answer (with their security policy); this serves files only.
    index: false,
    // The build writes .br and .gz beside each file; they are sent to browsers that accept them.
    preCompressed: true,
    // The stats file is a build report, not something the browser needs.
    allowedPath: (pathName) => !pathName.endsWith('mf-stats.json') && !exclude(pathName),
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
}

export interface RemoteServerOptions extends StaticFilesOptions {
  logger?: boolean;
}

/** A remote's own origin: its built files and nothing else. */
export async function buildRemoteServer(options: RemoteServerOptions): Promise<FastifyInstance> {
  // Stopping a remote (a redeploy, or a test taking it down) must not wait on idle browser connections.
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  await registerStaticFiles(app, options);
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
  const serverBuild = path.join(dist, SERVER_BUILD_DIR);
  await cp(dist, releasesDir, { recursive: true, force: false, filter: (source) => source !== serverBuild });
}
