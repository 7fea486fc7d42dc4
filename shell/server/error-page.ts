/**
 * What the shell's server answers when it cannot give a page or a file: the site's error page
 * for a browser, problem JSON (RFC 9457) for anything else; never the error's own message.
 */
import { STATUS_CODES } from 'node:http';
import { brand } from 'contracts/brand';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RefusalBody } from 'server-common/security-headers';

const EXPLANATIONS: Record<number, string> = {
  400: 'The request could not be understood.',
  503: 'The site is busy right now. Please try again in a moment.',
};
const DEFAULT_EXPLANATION = 'Something went wrong on our side. Please try again later.';

const explain = (status: number) => EXPLANATIONS[status] ?? (status >= 500 ? DEFAULT_EXPLANATION : (STATUS_CODES[status] ?? ''));

/** A whole page of its own, light and self-contained: it must show when nothing else works. */
export function errorDocument(status: number): string {
  const title = `${STATUS_CODES[status] ?? 'Error'} | ${brand.name}`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;color:#0f172a;background:#f8fafc}main{max-width:32rem;padding:2rem;text-align:center}a{color:#1d4ed8}</style></head><body><main><h1>${STATUS_CODES[status] ?? 'Error'}</h1><p>${explain(status)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
}

export function problemJson(status: number) {
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail: explain(status) };
}

/** The error page's own policy: it loads nothing but its inline style, and is framed by no one. */
export const ERROR_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The error page for a client that reads HTML (`accept`), problem JSON for any other. */
export function errorBody(status: number, accept?: string): RefusalBody {
  return accept?.includes('text/html')
    ? { contentType: 'text/html; charset=utf-8', text: errorDocument(status) }
    : { contentType: 'application/problem+json; charset=utf-8', text: JSON.stringify(problemJson(status)) };
}

/** Answers with the error page or problem JSON, whichever the client reads; never kept. */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number) {
  const { contentType, text } = errorBody(status, request.headers.accept);
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', ERROR_PAGE_POLICY)
    .type(contentType)
    .send(text);
}
