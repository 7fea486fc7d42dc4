import { createServer } from 'node:http';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import Fastify from 'fastify';
import { inSpan, startTracing, traceIds } from './tracing';

test('continues the traceparent a request carries, passes it on to fetches, and records no query string', async () => {
  let forwarded: string | undefined;
  const downstream = createServer((request, response) => {
    forwarded = request.headers.traceparent as string | undefined;
    response.end('ok');
  });
  await new Promise<void>((resolve) => downstream.listen(0, '127.0.0.1', resolve));
  const downstreamUrl = `http://127.0.0.1:${(downstream.address() as { port: number }).port}`;
  const exporter = new InMemorySpanExporter();
  const tracing = startTracing({ serviceName: 'test', endpoint: 'http://127.0.0.1:1', exporter })!;
  const app = Fastify();
  await tracing.register(app);
  let logged: object = {};
  app.get('/jobs/:slug', async () => {
    logged = traceIds();
    return inSpan('store jobs.findBySlug', async () => (await fetch(`${downstreamUrl}/read?email=someone@example.com`)).text());
  });

  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const response = await app.inject({
    url: '/jobs/engineer?q=private',
    headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
  });
  expect(response.body).toBe('ok');
  const spans = exporter.getFinishedSpans();
  await tracing.shutdown();
  await app.close();
  downstream.close();

  expect(spans.map((span) => span.spanContext().traceId)).toEqual(spans.map(() => traceId));
  expect(spans.map((span) => span.name)).toEqual(expect.arrayContaining(['request', 'store jobs.findBySlug', 'GET']));
  expect(forwarded).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  expect(logged).toEqual({ trace_id: traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
  expect(JSON.stringify(spans.map((span) => span.attributes))).not.toMatch(/private|someone@example\.com/);
});
