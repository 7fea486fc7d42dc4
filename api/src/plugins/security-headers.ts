/**
 * Security headers on every response, errors and 404s included: the site's one policy
 * (server-common/security-headers). JSON never needs to load anything, so its CSP forbids
 * everything; the docs UI sets its own (see openapi.ts).
 */

import type { FastifyInstance, FastifyReply } from 'fastify';
import { NOTHING_LOADS_POLICY, policyHeaders, policyHook, refusedRequestHandlers } from 'server-common/security-headers';
import { errorBodyOf } from './error-handler';

export const API_CONTENT_SECURITY_POLICY = NOTHING_LOADS_POLICY;

/** What the API answers to a request its router or Node's parser refuses before any hook runs (Fastify options). */
export function apiRefusals({ hsts }: { hsts: boolean }) {
  const headers = { ...policyHeaders({ hsts }), 'content-security-policy': API_CONTENT_SECURITY_POLICY };
  return refusedRequestHandlers(headers, (status) => ({
    contentType: 'application/json; charset=utf-8',
    text: JSON.stringify(errorBodyOf(status)),
  }));
}

/** The headers on every answer; a request with a target other than a path, or no single well-formed Host, gets 400. */
export function registerSecurityHeaders(app: FastifyInstance, { hsts }: { hsts: boolean }): void {
  app.addHook(
    'onRequest',
    policyHook(policyHeaders({ hsts }), (_request, reply: FastifyReply) => reply.code(400).send(errorBodyOf(400))),
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    // Answers carry personal data or change with the store; only routes that say so are cacheable.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.removeHeader('x-powered-by');
    return payload;
  });
}
