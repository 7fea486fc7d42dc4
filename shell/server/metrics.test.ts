/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Registry } from 'telemetry/metrics';
import { buildShellServer, type ShellServerOptions } from './app';
import { encodePage } from './page-encoding';
import { RENDER_WAIT_DEADLINE_MS } from './render-queue';

type MetricValue = { labels: Record<string, string | number>; value: number; metricName?: string };

const registry = {
  mfe_marketing: 'http://localhost:3001/mf-manifest.json',
  mfe_careers: 'http://localhost:3002/mf-manifest.json',
  mfe_contact: 'http://localhost:3003/mf-manifest.json',
  mfe_staff: 'http://localhost:3004/mf-manifest.json',
};

const version = '1.2.0-abcdef0123';

/** /careers/:slug renders with careers fine and contact fallen back; /fails-in-part with careers failed while rendering. */
const renderer: ShellServerOptions['renderer'] = {
  render: async (url, _releases, encoding) => ({
    ...encodePage(
      {
        status: 200,
        html: '<!DOCTYPE html><html><body><h1>Page</h1></body></html>',
        complete: false,
        modules: ['mfe_careers/JobPage', 'mfe_contact/ContactSection'],
        failedModules: [],
        fallbackModules: [],
        lateModules: [],
        staticPage: false,
        route: url.pathname === '/fails-in-part' ? '/news' : '/careers/:slug',
        remotes: [
          { remote: 'mfe_careers', version, failed: url.pathname === '/fails-in-part', fellBack: false },
          { remote: 'mfe_contact', version, failed: true, fellBack: true },
        ],
      },
      encoding,
      performance.now(),
    ),
    threadMs: 1,
  }),
  threads: 1,
  sitemap: async () => '',
  routes: async () => ({}),
};

async function shellWithMetrics(overrides: Partial<ShellServerOptions> = {}) {
  const metricsRegistry = new Registry();
  const app = await buildShellServer({
    distDir: mkdtempSync(path.join(tmpdir(), 'shell-metrics-dist-')),
    publicDir: mkdtempSync(path.join(tmpdir(), 'shell-metrics-public-')),
    apiUrl: 'http://127.0.0.1:1',
    registry,
    renderer,
    metricsRegistry,
    ...overrides,
  });
  const metric = async (name: string) => {
    const found = (await metricsRegistry.getMetricsAsJSON()).find((item) => item.name === name);
    return found as unknown as { type: string; values: MetricValue[] } | undefined;
  };
  return { app, metric, metricsRegistry };
}

test('names, types and labels of the shell server metrics', async () => {
  const { app, metricsRegistry } = await shellWithMetrics();
  const described = (await metricsRegistry.getMetricsAsJSON()).map(({ name, type }) => ({ name, type }));
  expect(described).toEqual(
    expect.arrayContaining([
      { name: 'http_request_duration_seconds', type: 'histogram' },
      { name: 'shell_render_duration_seconds', type: 'histogram' },
      { name: 'shell_renders_in_progress', type: 'gauge' },
      { name: 'shell_render_refusals_total', type: 'counter' },
      { name: 'shell_remote_renders_total', type: 'counter' },
      { name: 'shell_remote_render_errors_total', type: 'counter' },
      { name: 'shell_remote_fallbacks_total', type: 'counter' },
      { name: 'shell_api_proxy_errors_total', type: 'counter' },
    ]),
  );
  await app.close();
});

test("labels a page's request and render with its route pattern, never its URL, and counts each remote version", async () => {
  const { app, metric } = await shellWithMetrics();
  await app.inject('/careers/senior-engineer?utm_source=mail');
  await app.inject('/careers/another-job');
  await app.inject('/fails-in-part');

  const requests = (await metric('http_request_duration_seconds'))!.values.filter((value) =>
    value.metricName?.endsWith('_count'),
  );
  expect(requests.map(({ labels, value }) => ({ ...labels, value }))).toEqual([
    { route: '/careers/:slug', method: 'GET', status_class: '2xx', value: 2 },
    { route: '/news', method: 'GET', status_class: '2xx', value: 1 },
  ]);
  const renders = (await metric('shell_render_duration_seconds'))!.values.filter((value) => value.metricName?.endsWith('_count'));
  expect(renders.map(({ labels, value }) => ({ ...labels, value }))).toEqual([
    { route: '/careers/:slug', value: 2 },
    { route: '/news', value: 1 },
  ]);
  const byRemote = async (name: string) => (await metric(name))!.values.map(({ labels, value }) => ({ ...labels, value }));
  expect(await byRemote('shell_remote_renders_total')).toEqual([
    { remote: 'mfe_careers', version, value: 3 },
    { remote: 'mfe_contact', version, value: 3 },
  ]);
  expect(await byRemote('shell_remote_fallbacks_total')).toEqual([{ remote: 'mfe_contact', version, value: 3 }]);
  expect(await byRemote('shell_remote_render_errors_total')).toEqual([{ remote: 'mfe_careers', version, value: 1 }]);
  expect((await metric('shell_renders_in_progress'))!.values[0]!.value).toBe(0);
  await app.close();
});

test('counts the pages refused past the deadline, and the requests the API could not be reached for', async () => {
  let finish: () => void = () => undefined;
  const slow: ShellServerOptions['renderer'] = {
    ...renderer,
    render: async (url, releases, encoding) => {
      const started = performance.now();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { ...(await renderer.render(url, releases, encoding)), threadMs: performance.now() - started };
    },
  };
  const { app, metric } = await shellWithMetrics({ renderer: slow, maxConcurrentRenders: 1 });
  const inProgress = async () => (await metric('shell_renders_in_progress'))?.values[0]?.value;
  const rendering = async () => {
    for (let tries = 0; tries < 500 && (await inProgress()) !== 1; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10));
  };
  // One render of 600 ms on its thread: with one at a time, the second page in line would wait about 1.2 s.
  const timed = app.inject('/careers/a');
  await rendering();
  await new Promise((resolve) => setTimeout(resolve, 0.6 * RENDER_WAIT_DEADLINE_MS));
  finish();
  await timed;

  const held = app.inject('/careers/b');
  const waiting = app.inject('/careers/c');
  await rendering();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await inProgress()).toBe(1);
  expect((await app.inject('/careers/d')).statusCode).toBe(503);
  finish();
  await held;
  await rendering();
  finish();
  await waiting;
  expect((await metric('shell_render_refusals_total'))!.values[0]!.value).toBe(1);

  expect((await app.inject('/api/careers')).statusCode).toBe(502);
  expect((await metric('shell_api_proxy_errors_total'))!.values[0]!.value).toBe(1);
  await app.close();
});
