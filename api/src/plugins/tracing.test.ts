import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { startTracing } from 'telemetry/tracing';
import { buildApp } from '../app';
import { closeTestApps, createTestApp } from '../test-support';
import { TEST_PSEUDONYM_KEY } from '../test-support/test-app';
import { instrumentStore } from './instrumented-store';
import { createApiMetrics } from './metrics';

afterEach(closeTestApps);

test("continues the request's trace through its handler and store calls, with no personal data in the spans", async () => {
  const exporter = new InMemorySpanExporter();
  const tracing = startTracing({ serviceName: 'api', endpoint: 'http://127.0.0.1:1', exporter });
  const { store, dataDir } = await createTestApp();
  const app = await buildApp({
    store: instrumentStore(store, createApiMetrics()),
    dataDir,
    siteOrigins: ['http://localhost:3000'],
    mail: { companyInbox: 'inbox@company.example', companyName: 'Test Company' },
    tracing,
    pseudonymKey: TEST_PSEUDONYM_KEY,
  });
  const traceId = '0af7651916cd43dd8448eb211c80319c';
  const answer = await app.inject({
    url: '/api/careers/penetration-tester?ref=someone@example.com',
    headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` },
  });
  expect(answer.statusCode).toBe(200);
  await app.close();
  const spans = exporter.getFinishedSpans();
  await tracing?.shutdown();
  expect(spans.map((span) => span.name)).toEqual(expect.arrayContaining(['store jobs.findBySlug']));
  expect(spans.length).toBeGreaterThanOrEqual(2);
  expect(spans.every((span) => span.spanContext().traceId === traceId)).toBe(true);
  expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain('someone@example.com');
});
