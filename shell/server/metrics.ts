/**
 * The shell server's own metrics (besides the request histogram every server has): how long pages
 * take to render, how many render at once, the pages the render cap refused, what each remote's
 * version did in the pages (rendered, failed while rendering, fell back), and the /api proxy's
 * failures to reach the API. Labels are bounded: route patterns, remote names, and the versions the
 * release registry keeps.
 */
import { Counter, Gauge, Histogram, type Registry } from 'telemetry/metrics';

/** Seconds: a page from the cache of loaded remotes (milliseconds) to the render timeout (3 s). */
export const RENDER_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5];
/** The route label of a page the cap refused before its route was known. */
export const REFUSED_ROUTE = 'refused';

export interface ShellMetrics {
  renderDuration: Histogram<'route'>;
  rendersInProgress: Gauge;
  renderRefusals: Counter;
  remoteRenders: Counter<'remote' | 'version'>;
  remoteRenderErrors: Counter<'remote' | 'version'>;
  remoteFallbacks: Counter<'remote' | 'version'>;
  proxyErrors: Counter;
}

export function createShellMetrics(registry: Registry): ShellMetrics {
  const registers = [registry];
  const perRemote = ['remote', 'version'] as const;
  return {
    renderDuration: new Histogram({
      name: 'shell_render_duration_seconds',
      help: 'Time to render a page on a render thread, by route pattern',
      labelNames: ['route'] as const,
      buckets: RENDER_DURATION_BUCKETS,
      registers,
    }),
    rendersInProgress: new Gauge({ name: 'shell_renders_in_progress', help: 'Pages being rendered now', registers }),
    renderRefusals: new Counter({
      name: 'shell_render_refusals_total',
      help: 'Pages refused with 503 because the render cap was reached',
      registers,
    }),
    remoteRenders: new Counter({
      name: 'shell_remote_renders_total',
      help: 'Pages rendered with a part of this remote version',
      labelNames: perRemote,
      registers,
    }),
    remoteRenderErrors: new Counter({
      name: 'shell_remote_render_errors_total',
      help: 'Pages where a part of this remote version failed while rendering (the browser renders it)',
      labelNames: perRemote,
      registers,
    }),
    remoteFallbacks: new Counter({
      name: 'shell_remote_fallbacks_total',
      help: 'Pages where this remote version could not be loaded on the server and fell back',
      labelNames: perRemote,
      registers,
    }),
    proxyErrors: new Counter({
      name: 'shell_api_proxy_errors_total',
      help: 'Requests to /api the proxy could not forward to the API (answered 502)',
      registers,
    }),
  };
}
