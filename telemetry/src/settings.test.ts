import { DEFAULT_METRICS_HOST, METRICS_PORT_SHIFT, readTelemetryConfig } from './settings';

test.each([
  [
    'nothing set: loopback, the port shifted, no tracing',
    {},
    3000,
    { metricsPort: 3000 + METRICS_PORT_SHIFT, metricsHost: DEFAULT_METRICS_HOST, otlpEndpoint: undefined },
  ],
  [
    'empty values count as unset',
    { METRICS_PORT: '', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
    4000,
    { metricsPort: 10_000, metricsHost: '127.0.0.1', otlpEndpoint: undefined },
  ],
  [
    'everything set',
    { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' },
    3001,
    { metricsPort: 9464, metricsHost: '0.0.0.0', otlpEndpoint: 'http://collector:4318' },
  ],
])('%s', (_name, env, port, expected) => {
  expect(readTelemetryConfig(env, port)).toEqual(expected);
});

test('refuses an endpoint that is not an http(s) URL', () => {
  expect(() => readTelemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 3000)).toThrow('http:// or https://');
});
