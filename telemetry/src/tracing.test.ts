import { currentTraceHeaders, inSpan, startTracing, traceIds } from './tracing';

test('without OTEL_EXPORTER_OTLP_ENDPOINT nothing is started and nothing is propagated', async () => {
  expect(startTracing({ serviceName: 'test', endpoint: undefined })).toBeUndefined();
  await inSpan('work', async () => {
    expect(currentTraceHeaders()).toEqual({});
    expect(traceIds()).toEqual({});
  });
});
