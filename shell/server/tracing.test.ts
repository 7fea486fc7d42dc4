/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import Fastify from 'fastify';
import { startTracing } from 'telemetry/tracing';
import { buildShellServer, type ShellServerOptions } from './app';
import { encodePage } from './page-encoding';
import { renderTask } from './render-pool';
import { renderInSpan } from './render-span';

const registry = {
  mfe_marketing: 'http://localhost:3001/mf-manifest.json',
  mfe_careers: 'http://localhost:3002/mf-manifest.json',
  mfe_contact: 'http://localhost:3003/mf-manifest.json',
  mfe_staff: 'http://localhost:3004/mf-manifest.json',
};

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

test("continues a request's trace through the render thread's render to its fetches and through /api, with no query or personal data", async () => {
  const exporter = new InMemorySpanExporter();
  const tracing = startTracing({ serviceName: 'shell', endpoint: 'http://127.0.0.1:1', exporter });
  // What the API received: each request's traceparent headers.
  const received: Record<string, string | string[] | undefined> = {};
  const api = Fastify();
  api.get('/api/*', async (request) => {
    received[request.url.replace(/\?.*/, '')] = request.headers.traceparent;
    return {};
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

  // As the pool does: the task is copied to another thread, whose context is only what it carries.
  const renderer: ShellServerOptions['renderer'] = {
    render: (url, releases, encoding) => {
      const task = structuredClone(renderTask(url, releases, encoding));
      return context.with(ROOT_CONTEXT, () =>
        renderInSpan(async () => {
          await (await fetch(`${apiUrl}/api/careers/engineer?ref=someone@example.com`)).text();
          const page = encodePage(
            {
              status: 200,
              html: '<!DOCTYPE html><html><body><h1>Engineer</h1></body></html>',
              complete: true,
              modules: ['mfe_careers/JobPage'],
              failedModules: [],
              fallbackModules: [],
              lateModules: [],
              staticPage: false,
              route: '/careers/:slug',
              remotes: [],
            },
            task.encoding,
            performance.now(),
          );
          return { ...page, threadMs: 1 };
        }, task.traceHeaders),
      );
    },
    threads: 1,
    sitemap: async () => '',
    routes: async () => ({}),
  };
  const shell = await buildShellServer({
    distDir: mkdtempSync(path.join(tmpdir(), 'shell-dist-')),
    publicDir: mkdtempSync(path.join(tmpdir(), 'shell-public-')),
    apiUrl,
    registry,
    renderer,
    tracing,
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  const shellUrl = `http://127.0.0.1:${(shell.server.address() as { port: number }).port}`;

  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const traceparent = `00-${traceId}-00f067aa0ba902b7-01`;
  const page = await fetch(`${shellUrl}/careers/engineer?q=private`, { headers: { traceparent } });
  expect(page.status).toBe(200);
  const proxied = await fetch(`${shellUrl}/api/locations?q=private`, { headers: { traceparent, cookie: 'session=secret' } });
  expect(proxied.status).toBe(200);
  await shell.close();
  await api.close();
  const spans = exporter.getFinishedSpans();
  await tracing?.shutdown();

  expect(spans.every((span) => span.spanContext().traceId === traceId)).toBe(true);
  const pageRequest = spans.find((span) => span.name === 'request' && span.attributes['url.path'] === '/careers/engineer');
  const render = spans.find((span) => span.name === 'render /careers/:slug');
  const fetchToApi = spans.find((span) => span.name === 'GET' && parentOf(span) === render?.spanContext().spanId);
  expect(pageRequest && parentOf(pageRequest)).toBe('00f067aa0ba902b7');
  expect(render?.attributes['http.route']).toBe('/careers/:slug');
  // Under the request's span (its handler's), in the same trace: the render's parent is one of the shell's spans.
  expect(spans.map((span) => span.spanContext().spanId)).toContain(render && parentOf(render));
  expect(fetchToApi).toBeDefined();
  // The API continues the fetch's span, and for /api the shell's own span: one traceparent each, never the visitor's.
  expect(received['/api/careers/engineer']).toBe(`00-${traceId}-${fetchToApi?.spanContext().spanId}-01`);
  const proxySpan = spans.find((span) => span.attributes['url.full'] === `${apiUrl}/api/locations`);
  expect(received['/api/locations']).toBe(`00-${traceId}-${proxySpan?.spanContext().spanId}-01`);
  expect(JSON.stringify(spans.map((span) => span.attributes))).not.toMatch(/private|someone@example\.com|secret|node/);
});
