/**
 * Security headers on every response, errors and 404s included: the site's one policy
 * (contracts/security-headers) through @fastify/helmet. JSON never needs to load anything, so
 * its CSP forbids everything; the docs UI sets its own (see openapi.ts).
 */
import helmet from '@fastify/helmet';
import { helmetOptions, PERMISSIONS_POLICY } from 'contracts/security-headers';
import type { FastifyInstance } from 'fastify';

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export async function registerSecurityHeaders(app: FastifyInstance, { hsts }: { hsts: boolean }): Promise<void> {
  await app.register(helmet, helmetOptions({ hsts }));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    // Answers carry personal data or change with the store; only routes that say so are cacheable.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.removeHeader('x-powered-by');
    return payload;
  });
}
