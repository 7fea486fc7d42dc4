import Fastify from 'fastify';
import { processRegistry, Registry, registerHttpMetrics, startMetricsServer, UNMATCHED_ROUTE } from './metrics';

test('counts each answer by route pattern, method and status class, never by URL', async () => {
  const registry = new Registry();
  const app = Fastify();
  registerHttpMetrics(app, registry);
  app.get('/api/careers/:slug', async () => ({ ok: true }));
  await app.inject('/api/careers/senior-engineer?utm=x');
  await app.inject('/api/careers/another-job');
  await app.inject('/nowhere/at/all');

  const [metric] = await registry.getMetricsAsJSON();
  expect(metric).toMatchObject({ name: 'http_request_duration_seconds', type: 'histogram' });
  const counts = (metric!.values as { metricName?: string; labels: Record<string, string>; value: number }[]).filter((value) =>
    value.metricName?.endsWith('_count'),
  );
  expect(counts.map(({ labels, value }) => ({ ...labels, value }))).toEqual([
    { route: '/api/careers/:slug', method: 'GET', status_class: '2xx', value: 2 },
    { route: UNMATCHED_ROUTE, method: 'GET', status_class: '4xx', value: 1 },
  ]);
  await app.close();
});

test('answers /metrics on its own port and nothing else', async () => {
  const registry = processRegistry();
  const server = startMetricsServer({ registry, port: 0, host: '127.0.0.1', log: () => undefined });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(metrics.status).toBe(200);
  expect(metrics.headers.get('content-type')).toContain('text/plain');
  expect(await metrics.text()).toContain('process_cpu_seconds_total');
  expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  server.close();
});
