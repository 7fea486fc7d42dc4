/**
 * The settings every server takes for its telemetry, parsed by each server's own config (its one
 * reader of process.env): where `/metrics` listens, and where traces go.
 */
import { z } from 'zod';

/** Metrics answer on loopback unless a server is told otherwise (a container: its own network only). */
export const DEFAULT_METRICS_HOST = '127.0.0.1';

/** `METRICS_PORT`, `METRICS_HOST`, `OTEL_EXPORTER_OTLP_ENDPOINT`, as zod fields a server's schema spreads. */
export function telemetrySettings(defaultMetricsPort: number) {
  return {
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).default(defaultMetricsPort),
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

export function telemetryConfig(settings: {
  METRICS_PORT: number;
  METRICS_HOST: string;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
}): TelemetryConfig {
  return {
    metricsPort: settings.METRICS_PORT,
    metricsHost: settings.METRICS_HOST,
    otlpEndpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}
