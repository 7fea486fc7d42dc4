/**
 * The settings every server takes for its telemetry, parsed by each server's own config (its one
 * reader of process.env): where `/metrics` listens, and where traces go.
 */
import { z } from 'zod';

/** Metrics answer on loopback unless a server is told otherwise (a container: its own network only). */
export const DEFAULT_METRICS_HOST = '127.0.0.1';
/**
 * A server's metrics port, unless METRICS_PORT says otherwise, is its own port plus this: the
 * shell on 3000 has 9000, the API on 4000 has 10000, and a site moved by an offset (the e2e
 * suite, the benchmark, a second shell) moves its metrics ports with it.
 */
export const METRICS_PORT_SHIFT = 6000;

/** `METRICS_PORT`, `METRICS_HOST`, `OTEL_EXPORTER_OTLP_ENDPOINT`, as zod fields a server's schema spreads. */
export function telemetrySettings() {
  return {
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    METRICS_HOST: z.string().min(1).default(DEFAULT_METRICS_HOST),
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .string()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be an http:// or https:// URL')
      .optional(),
  };
}

export interface TelemetryConfig {
  metricsPort: number;
  metricsHost: string;
  /** Unset: no trace is recorded or exported. */
  otlpEndpoint: string | undefined;
}

export function telemetryConfig(
  settings: { METRICS_PORT?: number | undefined; METRICS_HOST: string; OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined },
  servicePort: number,
): TelemetryConfig {
  return {
    metricsPort: settings.METRICS_PORT ?? servicePort + METRICS_PORT_SHIFT,
    metricsHost: settings.METRICS_HOST,
    otlpEndpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}

/** Reads the telemetry settings from an environment (static-server has no config module of its own). */
export function readTelemetryConfig(env: NodeJS.ProcessEnv, servicePort: number): TelemetryConfig {
  const values = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  return telemetryConfig(z.object(telemetrySettings()).parse(values), servicePort);
}
