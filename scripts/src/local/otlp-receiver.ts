/**
 * An OTLP/HTTP trace receiver in this process, on loopback, for the e2e suite and the benchmark:
 * it keeps the spans the servers export. @opentelemetry/exporter-trace-otlp-http sends JSON
 * (ids in hex, attributes as `{ key, value: { stringValue | intValue | ... } }`).
 */
import { once } from 'node:events';
import { createServer } from 'node:http';

export interface ReceivedSpan {
  /** The exporting server's `service.name`. */
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** OTEL_EXPORTER_OTLP_ENDPOINT for the servers. */
  endpoint: string;
  spans(): ReceivedSpan[];
  close(): Promise<void>;
}

interface OtlpKeyValue {
  key: string;
  value: Record<string, unknown>;
}

interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpKeyValue[] };
    scopeSpans?: {
      spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: OtlpKeyValue[] }[];
    }[];
  }[];
}

/** `[{ key, value: { stringValue: 'x' } }]` -> `{ key: 'x' }`. */
const attributesOf = (list: OtlpKeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));

function spansOf(body: OtlpExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap(({ resource, scopeSpans = [] }) => {
    const service = String(attributesOf(resource?.attributes)['service.name']);
    return scopeSpans.flatMap(({ spans = [] }) =>
      spans.map(({ traceId, spanId, parentSpanId, name, attributes }) => ({
        service,
        traceId,
        spanId,
        parentSpanId: parentSpanId || undefined,
        name,
        attributes: attributesOf(attributes),
      })),
    );
  });
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      received.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } catch {
      response.writeHead(400).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
