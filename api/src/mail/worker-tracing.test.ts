import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { contactEnquirySchema } from 'contracts';
import { inSpan, startTracing } from 'telemetry/tracing';
import { instrumentStore } from '../plugins/instrumented-store';
import { createApiMetrics } from '../plugins/metrics';
import { openEmbeddedStore } from '../store/embedded/embedded-store';
import { composeEnquiryMails } from './compose';
import { createMailTransport } from './transport';
import { startMailWorker } from './worker';

test("a mail's delivery is a trace of its own (its send and the outbox's record of it); a poll with nothing to send starts none", async () => {
  const exporter = new InMemorySpanExporter();
  const tracing = startTracing({ serviceName: 'api', endpoint: 'http://127.0.0.1:1', exporter });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-mail-tracing-'));
  const store = instrumentStore(await openEmbeddedStore({ dataDir }), createApiMetrics());
  const files = createMailTransport({ dataDir, from: 'no-reply@company.example' });
  const transport = {
    ...files,
    send: (...args: Parameters<typeof files.send>) => inSpan('mail send', () => files.send(...args)),
  };
  const worker = startMailWorker({
    outbox: store.outbox,
    transport,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    intervalMs: 60_000,
  });
  try {
    await worker.runOnce();
    expect(exporter.getFinishedSpans()).toEqual([]);

    const enquiry = contactEnquirySchema.parse({
      name: 'Layla Haddad',
      email: 'layla@ministry.example',
      service: 'encryption',
      message: 'We need an audit of our key management before the new e-signature law applies.',
      privacy: true,
    });
    await store.enquiries.create(enquiry, (saved) =>
      composeEnquiryMails(saved, { companyInbox: 'inbox@company.example' }, { confirm: true }),
    );
    exporter.reset();
    await worker.runOnce();

    const spans = exporter.getFinishedSpans();
    const deliveries = spans.filter((span) => span.name === 'mail deliver');
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) {
      const children = spans.filter((span) => span.parentSpanContext?.spanId === delivery.spanContext().spanId);
      expect(children.map((span) => span.name).sort()).toEqual(['mail send', 'store outbox.markSent']);
    }
    // The poll that found and claimed them ran outside any trace: every span is a delivery's.
    const deliveryTraces = new Set(deliveries.map((span) => span.spanContext().traceId));
    expect(spans.filter((span) => !deliveryTraces.has(span.spanContext().traceId))).toEqual([]);
    expect(spans).toHaveLength(6);
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain('layla@ministry.example');
  } finally {
    await worker.stop();
    await transport.close();
    await store.close();
    await tracing?.shutdown();
    await rm(dataDir, { recursive: true, force: true });
  }
});
