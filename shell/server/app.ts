/**
 * The shell's server: the built shell, the remote registry it reads at runtime, and `/api`
 * proxied to the API, so the browser talks to one origin.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteRegistry } from 'contracts/federation';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { REVALIDATE, registerStaticFiles } from 'scripts/serve-static';
import { registerApiProxy } from './api-proxy';
import type { TrustProxy } from './config';
import { registerHealthRoute } from './health';

export interface ShellServerOptions {
  distDir: string;
  apiUrl: string;
  registry: RemoteRegistry;
  /** `TRUST_PROXY` (default: nobody), `EXPOSE_ADMIN` (default: hidden): see api-proxy.ts. */
  trustProxy?: TrustProxy;
  exposeAdmin?: boolean;
  logger?: boolean;
}

export function contentSecurityPolicy(registry: RemoteRegistry): string {
  const remotes = [...new Set(Object.values(registry).map((url) => new URL(url).origin))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `connect-src 'self' ${remotes}`,
    `img-src 'self' data: ${remotes}`,
    `font-src 'self' ${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export async function buildShellServer({
  distDir,
  apiUrl,
  registry,
  trustProxy,
  exposeAdmin,
  logger = false,
}: ShellServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: false });
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const csp = contentSecurityPolicy(registry);

  registerApiProxy(app, { apiUrl, trustProxy, exposeAdmin });
  registerHealthRoute(app);

  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', REVALIDATE).send(registry));

  const sendAppPage = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .header('Content-Security-Policy', csp)
      .header('X-Frame-Options', 'DENY')
      .send(indexHtml);

  await registerStaticFiles(app, { root: distDir, allowedOrigins: [] });
  app.get('/', (_request, reply) => sendAppPage(reply));
  app.get('/index.html', (_request, reply) => reply.redirect('/'));
  // Every other page GET is a route of the single-page app: the router decides, 404 page included.
  // A missing file (a name with an extension) is a plain 404, never the page in its place.
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(new URL(request.url, 'http://x').pathname);
    return isPageRequest ? sendAppPage(reply) : reply.code(404).send({ message: 'Not found' });
  });
  return app;
}
