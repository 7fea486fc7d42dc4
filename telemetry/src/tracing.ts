/**
 * Traces (OpenTelemetry): started only when OTEL_EXPORTER_OTLP_ENDPOINT is set, and then exported
 * over OTLP/HTTP in batches. Unset, nothing is started: the API's calls are no-ops and cost about
 * nothing. A server's request span comes from @fastify/otel (which continues a W3C `traceparent`
 * the request carries), its outgoing fetches' from the undici instrumentation (which passes
 * `traceparent` on). No query string is recorded: it may carry what a person typed.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import {
  type Context,
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';

export { type Span, SpanStatusCode } from '@opentelemetry/api';

export interface TracingOptions {
  /** `service.name` of every span: `shell`, `api`, `mfe_careers`... */
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT; unset: no tracing. */
  endpoint: string | undefined;
  /** Paths whose requests get no span (polls every few hundred milliseconds, health checks). */
  ignorePaths?: readonly string[];
  /** Where spans go instead of OTLP (tests). */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** Registers the request spans on a Fastify app: first, before its routes and hooks. */
  register(app: FastifyInstance): Promise<void>;
  /** Exports what is left and stops. */
  shutdown(): Promise<void>;
}

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/** Starts tracing for this thread (each render thread has its own); undefined when no endpoint is set. */
export function startTracing({ serviceName, endpoint, ignorePaths = [], exporter }: TracingOptions): Tracing | undefined {
  if (!endpoint) return undefined;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    // A test's exporter gets each span as it ends; OTLP gets them in batches, off the request's path.
    spanProcessors: [
      exporter
        ? new SimpleSpanProcessor({ exporter })
        : new BatchSpanProcessor({
            exporter: new OTLPTraceExporter({ url: new URL('v1/traces', `${endpoint.replace(/\/$/, '')}/`).href }),
          }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());

  const ignored = new Set(ignorePaths);
  const fastifyOtel = new FastifyOtelInstrumentation({
    // One span per request and one for its handler; a span per hook would cost more than it tells.
    instrumentHooks: false,
    ignorePaths: ({ url }) => ignored.has(withoutQuery(url)),
    requestHook: (span, request) => span.setAttribute('url.path', withoutQuery(request.url)),
  });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      fastifyOtel,
      new UndiciInstrumentation({
        // Only fetches made for a traced request: not the release feed's polls.
        requireParentforSpans: true,
        // The shell's /api proxy passes a visitor's user agent on: it is not recorded either.
        startSpanHook: (request) => ({
          'url.full': withoutQuery(`${request.origin}${request.path}`),
          'url.query': undefined,
          'user_agent.original': undefined,
        }),
      }),
    ],
  });
  return {
    register: async (app) => {
      await app.register(fastifyOtel.plugin());
    },
    shutdown: () => provider.shutdown(),
  };
}

/** For pino's `mixin`: the ids of the span a log line is written in, so logs and traces meet. */
export function traceIds(): { trace_id?: string; span_id?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? { trace_id: spanContext.traceId, span_id: spanContext.spanId } : {};
}

/** The active context as W3C headers (`traceparent`), to hand to another thread; empty when not tracing. */
export function currentTraceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/**
 * Runs `work` in a span of its own only within a trace under way: work done outside any (the mail
 * worker's poll of the outbox every few seconds) starts no trace of its own, and costs nothing.
 */
export function inChildSpan<T>(name: string, work: () => Promise<T>): Promise<T> {
  return trace.getActiveSpan() ? inSpan(name, work) : work();
}

/** Runs `work` in a span of its own, child of the context `headers` carry (another thread's), or of the active one. */
export function inSpan<T>(name: string, work: (span: Span) => Promise<T>, headers?: Record<string, string>): Promise<T> {
  const parent: Context = headers ? propagation.extract(ROOT_CONTEXT, headers) : context.active();
  return trace.getTracer('site').startActiveSpan(name, {}, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
